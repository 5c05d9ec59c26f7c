"""Options are typed: games and players read ``rules.<name>``, never an option dictionary.

Only the shared builder (``core/rules_options.py``) reads options by name; each family's rules
object holds exactly its option specs, so a new option cannot be forgotten on either side.
"""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest

import tarotdesk
from tarotdesk.core.rules_options import OptionsRefused, rules_fields_mismatch
from tarotdesk.games.lombardy.options import lombardy_rules
from tarotdesk.games.lombardy.rules import VARIANTS, LombardyRules, Variant
from tarotdesk.games.cirulla.rules import CirullaRules
from tarotdesk.games.mattazza.rules import MattazzaRules
from tarotdesk.games.porrazo.rules import PorrazoRules
from tarotdesk.games.registry import get_game
from tarotdesk.games.tarokk.rules import TarokkRules

TAROKK, MATTAZZA = get_game("tarokk"), get_game("mattazza")
PORRAZO, CIRULLA = get_game("porrazo"), get_game("cirulla")
ROOT = Path(tarotdesk.__file__).parent
DICT_READ = re.compile(r"\b(options|opts)\.get\(|\b(options|opts)\[")


def _dict_reads() -> dict[str, list[int]]:
    found: dict[str, list[int]] = {}
    for folder in ("games", "ai"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            lines = path.read_text(encoding="utf-8").splitlines()
            hits = [i + 1 for i, line in enumerate(lines) if DICT_READ.search(line) and _reads_options(line)]
            if hits:
                found[path.relative_to(ROOT).as_posix()] = hits
    return found


def _reads_options(line: str) -> bool:
    # ``options[...]`` also names a local list of choices in the kernels (``options[0]``): only a
    # string key or ``.get(`` is a read of the rule options.
    return ".get(" in line or re.search(r"(options|opts)\[\s*['\"]", line) is not None


def test_no_option_is_read_by_name_outside_the_builder() -> None:
    assert _dict_reads() == {}, "read rules.<name> instead"


@pytest.mark.parametrize("rules_type, game", [(TarokkRules, TAROKK), (MattazzaRules, MATTAZZA),
                                               (PorrazoRules, PORRAZO), (CirullaRules, CIRULLA)],
                         ids=["tarokk", "mattazza", "porrazo", "cirulla"])
def test_every_option_has_its_rule_field_and_back(rules_type: type, game) -> None:
    assert rules_fields_mismatch(rules_type, game.option_specs) == []


def test_a_first_dealer_without_his_seat_is_refused_in_both_languages() -> None:
    with pytest.raises(OptionsRefused) as caught:
        MATTAZZA.resolve_options(3, {"first_dealer": 4})
    tables = (MATTAZZA.messages,)
    assert caught.value.text("en", tables) == (
        "The first dealer must be one of the seats 1 to 3; there is no seat 5 at this table.")
    assert caught.value.text("ja", tables) == "最初のディーラーは席1〜3から選んでください。この人数では席5はありません。"
    assert MATTAZZA.resolve_options(5, {"first_dealer": 4})["first_dealer"] == 4


def test_lombardy_rules_hold_every_option_of_the_family_and_no_other() -> None:
    offered = {s.name for game_id in VARIANTS for s in get_game(game_id).option_specs}
    own = {f.name for f in fields(LombardyRules)} - {f.name for f in fields(Variant)}
    assert own == offered


def test_lombardy_options_combine_with_the_variant_once() -> None:
    reseghino = lombardy_rules(VARIANTS["reseghino"], {"exposure_in_reseghino": True})
    assert reseghino.exposure and not reseghino.monte and reseghino.capot_scope == "declarer"
    five = lombardy_rules(VARIANTS["taroccombre-5"], {"ombre57_win_min": 35})
    assert (five.win_min, five.capot_scope, five.game_length) == (35, "side", 10)
    lombardy = lombardy_rules(VARIANTS["tarocco-lombardo"], {})
    assert lombardy.exposure and lombardy.game_length == 4 and lombardy.key == "lombardy4"
    assert lombardy is lombardy_rules(VARIANTS["tarocco-lombardo"], {"deal_packet_size": 1})
