/* The Mattazza kernel: tarotdesk/ai/mattazza/kernel.py step for step (ten tricks, the Matto's
 * card, totals, losers and units).
 *
 * The trick tables and the policy's order come from the Python kernel's spec; a pile's points
 * (tarotdesk.games.mattazza.scoring.points_of) and a deal's losers and units (deal_losers and
 * end_check) are asked of the game package and remembered.
 */
#include <math.h>

#include "native.h"

#define MZ_CARDS 64
#define MZ_SUITS 6
#define MZ_TRUMPS 4
#define MZ_FOOL 5
#define GIVE 128

typedef struct {
    int size, tricks, must_trump, blank_first, last_bonus;
    int suit[MZ_CARDS], points[MZ_CARDS], burden[MZ_CARDS];
    int key[MZ_SUITS][MZ_CARDS];
    uint64_t suit_mask[MZ_SUITS], trumps, fool, counting, scored;
    int fool_bit;
    double epsilon, scale, spread;
    int per_card, per_playout;
    PyObject *points_cb, *outcome_cb;
    Memo piles;    /* pile mask -> card and combination points (up to half a million piles, as the
                    * Python kernel's table keeps 200,000) */
    Memo outcomes; /* (seats, losses, totals) -> losers' mask, then units per seat */
} MattazzaSpec;

typedef struct {
    MattazzaSpec *spec;
    uint64_t hands[MAX_SEATS], piles[MAX_SEATS];
    int won[MAX_SEATS], losses[MAX_SEATS];
    int tseats[MAX_SEATS], tcards[MAX_SEATS], tlen;
    int lead, wseat, wstr, turn, n, fool_seat, leader, trick_no, owner, recipient, gift_phase, last;
} MattazzaState;

static int mz_to_move(const void *v) { return ((const MattazzaState *)v)->turn; }

static int mz_cards_left(const void *v) {
    const MattazzaState *k = v;
    int total = 0;
    for (int s = 0; s < k->n; s++) total += pop_count(k->hands[s]);
    return total;
}

static int mz_cost(const void *v) {
    const MattazzaState *k = v;
    return mz_cards_left(v) * k->spec->per_card + k->spec->per_playout;
}

static uint64_t mz_gift_mask(const MattazzaState *k) {
    uint64_t pile = k->piles[k->owner];
    if (k->spec->blank_first) {
        uint64_t blanks = pile & ~k->spec->counting;
        if (blanks) return blanks;
    }
    return pile;
}

static uint64_t mz_legal(const MattazzaState *k) {
    const MattazzaSpec *sp = k->spec;
    uint64_t hand = k->hands[k->turn];
    if (k->lead < 0) return hand;
    uint64_t m = hand & sp->suit_mask[k->lead];
    if (!m && k->lead != MZ_TRUMPS && sp->must_trump) m = hand & sp->trumps;
    if (!m) return hand;
    return m | (hand & sp->fool);
}

static int mz_moves(void *v, int64_t *out) {
    MattazzaState *k = v;
    uint64_t m = k->gift_phase ? mz_gift_mask(k) : mz_legal(k);
    int n = 0, add = k->gift_phase ? GIVE : 0;
    for (; m; m &= m - 1) out[n++] = add + low_bit(m);
    return n;
}

static void mz_record(MattazzaState *k, int p, int b) {
    const MattazzaSpec *sp = k->spec;
    if (sp->suit[b] == MZ_FOOL) {
        k->fool_seat = p;
    } else {
        if (k->lead < 0) k->lead = sp->suit[b];
        int key = sp->key[k->lead][b];
        if (key >= k->wstr) { /* of equal Moors the later one wins */
            k->wstr = key;
            k->wseat = p;
        }
    }
    k->tseats[k->tlen] = p;
    k->tcards[k->tlen] = b;
    k->tlen++;
}

static void mz_give(MattazzaState *k, int b) {
    uint64_t bit = 1ULL << b;
    k->piles[k->owner] &= ~bit;
    k->piles[k->recipient] |= bit;
    k->gift_phase = 0;
    k->turn = -1;
}

static void mz_finish_trick(MattazzaState *k) {
    const MattazzaSpec *sp = k->spec;
    int w = k->wseat;
    uint64_t mask = 0;
    for (int i = 0; i < k->tlen; i++) mask |= 1ULL << k->tcards[i];
    if (k->fool_seat >= 0) {
        mask &= ~sp->fool;
        k->piles[k->fool_seat] |= sp->fool;
        k->owner = k->fool_seat;
        k->recipient = w;
    }
    k->piles[w] |= mask;
    k->won[w] += 1;
    k->tlen = 0;
    k->lead = k->wseat = k->wstr = k->fool_seat = -1;
    k->leader = w;
    if (k->trick_no < sp->tricks) {
        k->trick_no += 1;
        k->turn = w;
        return;
    }
    k->last = w;
    if (k->owner < 0) {
        k->turn = -1;
        return;
    }
    uint64_t gifts = mz_gift_mask(k);
    if (!(gifts & (gifts - 1))) {
        mz_give(k, top_bit(gifts));
        return;
    }
    k->gift_phase = 1;
    k->turn = k->owner;
}

static void mz_put(MattazzaState *k, int b) {
    int p = k->turn;
    k->hands[p] &= ~(1ULL << b);
    mz_record(k, p, b);
    if (k->tlen < k->n) {
        k->turn = (p + 1) % k->n;
    } else {
        mz_finish_trick(k);
    }
}

static int mz_play(void *v, int64_t move) {
    MattazzaState *k = v;
    if (k->turn < 0) {
        PyErr_SetString(PyExc_ValueError, "mattazza kernel: the deal is over");
        return -1;
    }
    if (k->gift_phase) {
        int64_t b = move - GIVE;
        if (b < 0 || b >= k->spec->size || !(mz_gift_mask(k) >> b & 1)) {
            PyErr_Format(PyExc_ValueError, "mattazza kernel: %lld is not a card the Matto's player may give", (long long)move);
            return -1;
        }
        mz_give(k, (int)b);
        return 0;
    }
    if (move < 0 || move >= k->spec->size || !(mz_legal(k) >> move & 1)) {
        PyErr_Format(PyExc_ValueError, "mattazza kernel: %lld is not a legal move here", (long long)move);
        return -1;
    }
    mz_put(k, (int)move);
    return 0;
}

/* -- results ----------------------------------------------------------------------------------- */

static int mz_pile_points(MattazzaState *k, uint64_t pile, int *out) {
    MattazzaSpec *sp = k->spec;
    pile &= sp->scored; /* the blanks change no pile's points: one answer serves all their piles */
    int64_t *slot = memo_get(&sp->piles, pile);
    if (slot == NULL) {
        PyObject *got = PyObject_CallFunction(sp->points_cb, "K", (unsigned long long)pile);
        if (got == NULL) return -1;
        long points = PyLong_AsLong(got);
        Py_DECREF(got);
        if (points == -1 && PyErr_Occurred()) return -1;
        slot = memo_put(&sp->piles, pile);
        slot[0] = points;
    }
    *out = (int)slot[0];
    return 0;
}

static int mz_totals(MattazzaState *k, int *totals) {
    for (int s = 0; s < k->n; s++) {
        int points;
        if (mz_pile_points(k, k->piles[s], &points) < 0) return -1;
        totals[s] = points + pop_count(k->piles[s]) / k->n + (s == k->last ? k->spec->last_bonus : 0);
    }
    return 0;
}

/* The deal's losers (a mask) and each seat's units, as the game package settles these totals. */
static int mz_outcome(MattazzaState *k, const int *totals, int *losers, int *units) {
    MattazzaSpec *sp = k->spec;
    int n = k->n, fits = n <= 6;
    uint64_t key = (uint64_t)n;
    for (int s = 0; s < n; s++) {
        fits &= totals[s] >= 0 && totals[s] < 128 && k->losses[s] >= 0 && k->losses[s] < 8;
        key |= (uint64_t)(k->losses[s] & 7) << (3 + 3 * s) | (uint64_t)(totals[s] & 127) << (21 + 7 * s);
    }
    int64_t *slot = fits ? memo_get(&sp->outcomes, key) : NULL;
    if (slot == NULL) {
        PyObject *t = ints_list(totals, n), *l = ints_list(k->losses, n);
        PyObject *got = t && l ? PyObject_CallFunctionObjArgs(sp->outcome_cb, t, l, NULL) : NULL;
        Py_XDECREF(t);
        Py_XDECREF(l);
        if (got == NULL) return -1;
        int64_t row[1 + MAX_SEATS] = {0};
        PyObject *who, *paid;
        int ok = PyArg_ParseTuple(got, "OO", &who, &paid);
        int64_t seats[MAX_SEATS];
        int count = ok ? read_i64s(who, seats, MAX_SEATS, "losers") : -1;
        ok = count >= 0 && read_i64s(paid, row + 1, MAX_SEATS, "units") == n;
        Py_DECREF(got);
        if (!ok) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "mattazza kernel: an outcome of another table");
            return -1;
        }
        for (int i = 0; i < count; i++) row[0] |= 1LL << seats[i];
        static int64_t scratch[1 + MAX_SEATS];
        slot = fits ? memo_put(&sp->outcomes, key) : scratch;
        memcpy(slot, row, sizeof row);
    }
    *losers = (int)slot[0];
    for (int s = 0; s < n; s++) units[s] = (int)slot[1 + s];
    return 0;
}

static int mz_raw_values(void *v, double *out) {
    MattazzaState *k = v;
    int totals[MAX_SEATS], units[MAX_SEATS], losers;
    if (mz_totals(k, totals) < 0 || mz_outcome(k, totals, &losers, units) < 0) return -1;
    for (int s = 0; s < k->n; s++) out[s] = (double)units[s] - ((losers >> s & 1) ? 1.0 : 0.0);
    return k->n;
}

/* tarotdesk.ai.logistic.sigmoid */
static double sigmoid(double x) {
    if (x >= 0) return 1.0 / (1.0 + exp(-x));
    double e = exp(x);
    return e / (1.0 + e);
}

static int mz_values(void *v, double *out) {
    MattazzaState *k = v;
    const MattazzaSpec *sp = k->spec;
    int totals[MAX_SEATS], units[MAX_SEATS], losers;
    if (mz_totals(k, totals) < 0 || mz_outcome(k, totals, &losers, units) < 0) return -1;
    int trickless = 0;
    for (int s = 0; s < k->n; s++) trickless |= totals[s] == 0;
    for (int s = 0; s < k->n; s++) {
        double loss;
        if (totals[s] == 0) {
            loss = 1.0;
        } else if (trickless) {
            loss = 0.0;
        } else {
            int other = -1, first = 1;
            for (int i = 0; i < k->n; i++) {
                if (i == s) continue;
                if (first || totals[i] > other) other = totals[i];
                first = 0;
            }
            loss = sigmoid((totals[s] - other) / sp->spread);
        }
        out[s] = (units[s] - loss) / sp->scale;
    }
    return k->n;
}

/* -- the playout ----------------------------------------------------------------------------- */

static int mz_later_max(const MattazzaState *k, int p, int lead) {
    const MattazzaSpec *sp = k->spec;
    int best = -1;
    uint64_t lead_mask = sp->suit_mask[lead];
    for (int i = 1; i < k->n - k->tlen; i++) {
        uint64_t h = k->hands[(p + i) % k->n], f = h & lead_mask;
        int key;
        if (f) {
            key = sp->key[lead][top_bit(f)];
        } else {
            uint64_t t = h & sp->trumps;
            key = t ? sp->key[lead][top_bit(t)] : -1;
        }
        if (key > best) best = key;
    }
    return best;
}

static int mz_beats(const MattazzaState *k, int b) {
    const MattazzaSpec *sp = k->spec;
    int lead = k->lead >= 0 ? k->lead : sp->suit[b];
    int key = sp->key[lead][b];
    return key >= k->wstr && key >= 0 ? key : -1;
}

static int by_burden(const int *cards, int n, const int *burden, int highest) {
    int best = cards[0];
    for (int i = 1; i < n; i++) {
        int b = cards[i];
        if (highest ? burden[b] > burden[best] : burden[b] < burden[best]) best = b;
    }
    return best;
}

static int mz_policy(const MattazzaState *k, uint64_t legal) {
    const MattazzaSpec *sp = k->spec;
    int p = k->turn;
    uint64_t plain = legal & ~sp->fool;
    if (!plain) return sp->fool_bit;
    const int *burden = sp->burden;
    int need_trick = k->won[p] == 0;
    int options[MZ_CARDS], n = 0;
    for (uint64_t m = plain; m; m &= m - 1) options[n++] = low_bit(m);
    if (k->lead < 0) {
        int best = options[0], have = 0, best_a = 0, best_b = 0;
        for (int i = 0; i < n; i++) {
            int b = options[i], s = sp->suit[b];
            int later = mz_later_max(k, p, s), mine = sp->key[s][b];
            int safe = later > mine;
            int a = safe != need_trick, c = safe ? -burden[b] : burden[b];
            if (!have || a > best_a || (a == best_a && c > best_b)) {
                best = b;
                best_a = a;
                best_b = c;
                have = 1;
            }
        }
        return best;
    }
    int later = mz_later_max(k, p, k->lead);
    int losing[MZ_CARDS], winning[MZ_CARDS], n_losing = 0, n_winning = 0;
    for (int i = 0; i < n; i++) {
        int key = mz_beats(k, options[i]);
        if (key < 0 || later >= key) {
            losing[n_losing++] = options[i];
        } else {
            winning[n_winning++] = options[i];
        }
    }
    if (need_trick && n_winning && k->trick_no >= sp->tricks - 3) return by_burden(winning, n_winning, burden, 0);
    if (n_losing) return by_burden(losing, n_losing, burden, 1);
    if (sp->fool & legal) {
        int cost = 1;
        for (int i = 0; i < k->tlen; i++) cost += sp->points[k->tcards[i]];
        if (cost >= 6) return sp->fool_bit;
    }
    return by_burden(winning, n_winning, burden, 1);
}

static int mz_rollout(void *v, MT *mt) {
    MattazzaState *k = v;
    const MattazzaSpec *sp = k->spec;
    while (k->turn >= 0) {
        if (k->gift_phase) {
            uint64_t gifts = mz_gift_mask(k);
            int best = -1;
            for (; gifts; gifts &= gifts - 1) {
                int b = low_bit(gifts);
                if (best < 0 || sp->burden[b] < sp->burden[best]) best = b;
            }
            mz_give(k, best);
            continue;
        }
        uint64_t legal = mz_legal(k);
        int b;
        if (!(legal & (legal - 1))) {
            b = top_bit(legal);
        } else if (mt_random(mt) < sp->epsilon) {
            int i = (int)(mt_random(mt) * pop_count(legal));
            while (i--) legal &= legal - 1;
            b = low_bit(legal);
        } else {
            b = mz_policy(k, legal);
        }
        mz_put(k, b);
    }
    return 0;
}

const WorldOps MATTAZZA_OPS = {
    "mattazza", sizeof(MattazzaState), mz_to_move, mz_moves, mz_play, mz_rollout, mz_values, mz_raw_values,
    mz_cards_left, mz_cost,
};

/* -- building from Python ------------------------------------------------------------------- */

static void mz_spec_free(PyObject *capsule) {
    MattazzaSpec *sp = PyCapsule_GetPointer(capsule, "tarotdesk.mattazza_spec");
    Py_XDECREF(sp->points_cb);
    Py_XDECREF(sp->outcome_cb);
    memo_free(&sp->piles);
    memo_free(&sp->outcomes);
    PyMem_Free(sp);
}

/* mattazza_spec((size, tricks, must_trump, blank_first, last_bonus, per_card, per_playout),
 * suit, points, burden, keys, suit_masks, (trumps, fool, counting, scored), (epsilon, scale, spread),
 * points_cb, outcome_cb) */
static PyObject *mattazza_spec(PyObject *self, PyObject *args) {
    PyObject *ints, *suit, *points, *burden, *keys, *masks, *special, *points_cb, *outcome_cb;
    double epsilon, scale, spread;
    if (!PyArg_ParseTuple(args, "OOOOOOO(ddd)OO", &ints, &suit, &points, &burden, &keys, &masks, &special, &epsilon,
                          &scale, &spread, &points_cb, &outcome_cb))
        return NULL;
    MattazzaSpec *sp = PyMem_Calloc(1, sizeof(MattazzaSpec));
    if (sp == NULL) return PyErr_NoMemory();
    int v[7];
    uint64_t sv[4];
    int ok = read_ints(ints, v, 7, "ints") == 7;
    if (ok) {
        sp->size = v[0];
        sp->tricks = v[1];
        sp->must_trump = v[2];
        sp->blank_first = v[3];
        sp->last_bonus = v[4];
        sp->per_card = v[5];
        sp->per_playout = v[6];
        ok = sp->size > 0 && sp->size <= 64;
    }
    ok = ok && read_ints(suit, sp->suit, MZ_CARDS, "suit") == sp->size && read_ints(points, sp->points, MZ_CARDS, "points") == sp->size
         && read_ints(burden, sp->burden, MZ_CARDS, "burden") == sp->size
         && read_u64s(masks, sp->suit_mask, MZ_SUITS, "suit masks") == MZ_SUITS && read_u64s(special, sv, 4, "special") == 4;
    for (int b = 0; ok && b < sp->size; b++) ok = sp->suit[b] >= 0 && sp->suit[b] < MZ_SUITS;
    PyObject *rows = ok ? PySequence_Tuple(keys) : NULL;
    ok = rows != NULL && PyTuple_Size(rows) == MZ_SUITS;
    for (int s = 0; ok && s < MZ_SUITS; s++) ok = read_ints(PyTuple_GetItem(rows, s), sp->key[s], MZ_CARDS, "keys") == sp->size;
    Py_XDECREF(rows);
    ok = ok && PyCallable_Check(points_cb) && PyCallable_Check(outcome_cb) && memo_init_limit(&sp->piles, 1, 1 << 20) == 0
         && memo_init(&sp->outcomes, 1 + MAX_SEATS) == 0;
    if (!ok) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "mattazza_spec: malformed tables");
        memo_free(&sp->piles);
        memo_free(&sp->outcomes);
        PyMem_Free(sp);
        return NULL;
    }
    sp->trumps = sv[0];
    sp->fool = sv[1];
    sp->counting = sv[2];
    sp->scored = sv[3];
    sp->fool_bit = sp->fool ? top_bit(sp->fool) : -1;
    sp->epsilon = epsilon;
    sp->scale = scale;
    sp->spread = spread;
    Py_INCREF(points_cb);
    Py_INCREF(outcome_cb);
    sp->points_cb = points_cb;
    sp->outcome_cb = outcome_cb;
    PyObject *capsule = PyCapsule_New(sp, "tarotdesk.mattazza_spec", mz_spec_free);
    if (capsule == NULL) {
        Py_DECREF(points_cb);
        Py_DECREF(outcome_cb);
        PyMem_Free(sp);
    }
    return capsule;
}

/* mattazza_world(cls, owner, (n, turn, leader, trick_no, owner, recipient, gift_phase, last),
 * hands, piles, won, losses, trick seats, trick cards) */
static PyObject *mattazza_world(PyObject *self, PyObject *args) {
    PyObject *cls, *owner, *ints, *hands, *piles, *won, *losses, *tseats, *tcards;
    if (!PyArg_ParseTuple(args, "OO!OOOOOOO", &cls, &PyTuple_Type, &owner, &ints, &hands, &piles, &won, &losses,
                          &tseats, &tcards))
        return NULL;
    MattazzaState k;
    memset(&k, 0, sizeof k);
    k.spec = PyTuple_Size(owner) >= 1 ? capsule_of(PyTuple_GetItem(owner, 0), "tarotdesk.mattazza_spec") : NULL;
    if (k.spec == NULL) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "mattazza_world: the owner holds the spec");
        return NULL;
    }
    int v[8], seats[MAX_SEATS], cards[MAX_SEATS], count = -1;
    int ok = read_ints(ints, v, 8, "ints") == 8;
    if (ok) {
        k.n = v[0], k.turn = v[1], k.leader = v[2], k.trick_no = v[3], k.owner = v[4], k.recipient = v[5];
        k.gift_phase = v[6], k.last = v[7];
    }
    int n = k.n;
    ok = ok && n >= 2 && n <= MAX_SEATS && k.turn >= -1 && k.turn < n && k.owner >= -1 && k.owner < n
         && k.recipient >= -1 && k.recipient < n && k.last >= -1 && k.last < n && (!k.gift_phase || k.owner >= 0);
    ok = ok && read_u64s(hands, k.hands, n, "hands") == n && read_u64s(piles, k.piles, n, "piles") == n
         && read_ints(won, k.won, n, "won") == n && read_ints(losses, k.losses, n, "losses") == n
         && (count = read_ints(tseats, seats, MAX_SEATS, "trick seats")) >= 0
         && read_ints(tcards, cards, MAX_SEATS, "trick cards") == count && count < n;
    for (int s = 0; ok && s < n; s++) ok = (k.hands[s] | k.piles[s]) >> k.spec->size == 0;
    for (int i = 0; ok && i < count; i++) ok = seats[i] >= 0 && seats[i] < n && cards[i] >= 0 && cards[i] < k.spec->size;
    if (!ok) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "mattazza_world: a seat, a card or a count out of range");
        return NULL;
    }
    k.lead = k.wseat = k.wstr = k.fool_seat = -1;
    for (int i = 0; i < count; i++) mz_record(&k, seats[i], cards[i]);
    return world_new(cls, &MATTAZZA_OPS, &k, owner);
}

static PyObject *mattazza_state(PyObject *self, PyObject *o) {
    if (!is_world(o) || ((WorldObject *)o)->ops != &MATTAZZA_OPS) {
        PyErr_SetString(PyExc_TypeError, "expected a native mattazza world");
        return NULL;
    }
    MattazzaState *k = ((WorldObject *)o)->st;
    int v[8] = {k->n, k->turn, k->leader, k->trick_no, k->owner, k->recipient, k->gift_phase, k->last};
    return Py_BuildValue("(NNNNNNN)", ints_list(v, 8), u64s_list(k->hands, k->n), u64s_list(k->piles, k->n),
                         ints_list(k->won, k->n), ints_list(k->losses, k->n), ints_list(k->tseats, k->tlen),
                         ints_list(k->tcards, k->tlen));
}

PyMethodDef MATTAZZA_METHODS[] = {
    {"mattazza_spec", mattazza_spec, METH_VARARGS, "The Mattazza kernel's tables and the game package's scorers."},
    {"mattazza_world", mattazza_world, METH_VARARGS, "A Mattazza world from the Python kernel's fields."},
    {"mattazza_state", mattazza_state, METH_O, "The fields of a Mattazza world (after cls and owner)."},
    {NULL, NULL, 0, NULL},
};
