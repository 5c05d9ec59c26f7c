from tarotdesk.core.bidding import SeatPriorityAuction

DUE, UNA, NIENTE = 0, 1, 2


def test_lombardy_w11_holds():
    a = SeatPriorityAuction([1, 2, 0], 3)
    assert a.current == 1 and a.minimal_level(1) == 0
    a.bid(1, DUE)
    assert a.current == 2 and a.minimal_level(2) == UNA  # seat 2 cannot hold seat 1
    a.bid(2, UNA)
    a.pass_(0)
    assert a.current == 1 and a.minimal_level(1) == UNA  # seat 1 may hold
    a.bid(1, UNA)
    assert a.minimal_level(2) == NIENTE
    a.bid(2, NIENTE)
    a.bid(1, NIENTE)
    assert not a.finished and a.current == 2 and a.minimal_level(2) is None
    a.pass_(2)
    assert a.finished and a.declarer == 1 and a.high == NIENTE


def test_all_pass_and_last_player_still_speaks():
    a = SeatPriorityAuction([1, 2, 0], 3)
    a.pass_(1)
    a.pass_(2)
    assert not a.finished and a.current == 0
    a.pass_(0)
    assert a.all_passed and a.finished and a.declarer is None
    b = SeatPriorityAuction([1, 2, 0], 3)
    b.pass_(1)
    b.pass_(2)
    b.bid(0, UNA)
    assert b.declarer == 0


def test_end_when_unbeatable():
    a = SeatPriorityAuction([0, 1, 2, 3], 4, end_when_unbeatable=True)
    a.pass_(0)
    a.bid(1, 3)
    assert a.finished and a.declarer == 1
    b = SeatPriorityAuction([0, 1, 2, 3], 4, end_when_unbeatable=True)
    b.bid(1 - 1, 0)
    b.bid(1, 3)
    assert not b.finished and b.current == 2  # seat 0 (higher priority) could still hold
    c = b.clone()
    c.pass_(2)
    assert b.current == 2 and c.current == 3
