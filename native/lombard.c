/* The kernel of the six Lombard games: tarotdesk/ai/lombardy/kernel.py step for step (the play,
 * the Fool's exchange, the discard and the scoring), on 128-bit masks (the 78-card pack).
 *
 * The trick tables, the batch count's values and the policy's orders come from the Python
 * kernel's spec; the scores of a deal are tables of the game package's scoring functions
 * (lombardy_deal_points and margin_share for the teams, ombre_extra for a declarer), worked out
 * by the Python side for every count of card points.
 */
#include "native.h"

#define LB_CARDS 128
#define LB_SUITS 6
#define LB_TRUMPS 4
#define LB_FOOL 5
#define LB_STRENGTHS 32
#define DECLINE 127
#define GIVE 128

typedef struct {
    uint64_t lo, hi;
} Mask;

static inline Mask m_and(Mask a, Mask b) { return (Mask){a.lo & b.lo, a.hi & b.hi}; }
static inline Mask m_or(Mask a, Mask b) { return (Mask){a.lo | b.lo, a.hi | b.hi}; }
static inline Mask m_not(Mask a) { return (Mask){~a.lo, ~a.hi}; }
static inline int m_any(Mask a) { return (a.lo | a.hi) != 0; }
static inline int m_eq(Mask a, Mask b) { return a.lo == b.lo && a.hi == b.hi; }
static inline int m_pop(Mask a) { return pop_count(a.lo) + pop_count(a.hi); }
static inline int m_low(Mask a) { return a.lo ? low_bit(a.lo) : 64 + low_bit(a.hi); }
static inline int m_top(Mask a) { return a.hi ? 64 + top_bit(a.hi) : top_bit(a.lo); }
static inline Mask m_bit(int b) { return b < 64 ? (Mask){1ULL << b, 0} : (Mask){0, 1ULL << (b - 64)}; }
static inline int m_has(Mask a, int b) { return b < 64 ? (int)(a.lo >> b & 1) : (int)(a.hi >> (b - 64) & 1); }
static inline Mask m_drop_low(Mask a) { return a.lo ? (Mask){a.lo & (a.lo - 1), a.hi} : (Mask){0, a.hi & (a.hi - 1)}; }
static inline int m_single(Mask a) { return m_pop(a) == 1; }
static const Mask M_EMPTY = {0, 0};

typedef struct {
    int size, n, hand, batch, literal, blank_first, win_min, side_capot, must_trump;
    int fixed_teams, auction, called_partner, deal_target, capot;
    int team_of[MAX_SEATS];
    int base[16], shares[2], n_base;
    int suit[LB_CARDS], strength[LB_CARDS], values[LB_CARDS], dump[LB_CARDS], smear[LB_CARDS];
    int key[LB_SUITS][LB_CARDS];
    Mask suit_mask[LB_SUITS], trumps, fool, counting;
    Mask above[5][LB_STRENGTHS], above_trump[LB_STRENGTHS];
    int fool_bit;
    double epsilon, scale;
    int per_card, per_playout;
    int max_points;
    int *extra;        /* ombre_extra by card points */
    double *team_share; /* [a][b][t]: team t's share of the margin with team points a, b */
} LombardSpec;

typedef struct {
    const LombardSpec *spec;
    Mask hands[MAX_SEATS], piles[MAX_SEATS], discard;
    int won[MAX_SEATS];
    int tseats[MAX_SEATS], tcards[MAX_SEATS], tlen;
    int lead, wseat, wstr, turn, fool_seat, last, dealer, left, decl, partner, contract;
    int pending_giver, pending_capturer, turn_giver, turn_capturer; /* -1: none */
    int side[MAX_SEATS];
} LombardState;

static int lb_to_move(const void *v) { return ((const LombardState *)v)->turn; }

static int lb_cards_left(const void *v) {
    const LombardState *k = v;
    return k->left - k->tlen;
}

static int lb_cost(const void *v) {
    const LombardState *k = v;
    return (k->left - k->tlen) * k->spec->per_card + k->spec->per_playout;
}

static Mask lb_gift_mask(const LombardState *k) {
    const LombardSpec *sp = k->spec;
    Mask pile = k->piles[k->turn_giver];
    if (sp->blank_first) {
        Mask blanks = m_and(pile, m_not(sp->counting));
        if (m_any(blanks)) return blanks;
    }
    return pile;
}

static Mask lb_legal(const LombardState *k) {
    const LombardSpec *sp = k->spec;
    Mask hand = k->hands[k->turn];
    if (k->lead < 0) return hand;
    Mask m = m_and(hand, sp->suit_mask[k->lead]);
    if (!m_any(m) && k->lead != LB_TRUMPS && sp->must_trump) m = m_and(hand, sp->trumps);
    if (!m_any(m)) return hand;
    return m_or(m, m_and(hand, sp->fool));
}

static int lb_moves(void *v, int64_t *out) {
    LombardState *k = v;
    int n = 0;
    if (k->turn_giver >= 0) {
        out[n++] = DECLINE;
        for (Mask m = lb_gift_mask(k); m_any(m); m = m_drop_low(m)) out[n++] = GIVE + m_low(m);
        return n;
    }
    for (Mask m = lb_legal(k); m_any(m); m = m_drop_low(m)) out[n++] = m_low(m);
    return n;
}

static void lb_record(LombardState *k, int seat, int b) {
    const LombardSpec *sp = k->spec;
    if (sp->suit[b] == LB_FOOL) {
        k->fool_seat = seat;
    } else {
        if (k->lead < 0) k->lead = sp->suit[b];
        int key = sp->key[k->lead][b];
        if (key > k->wstr) {
            k->wstr = key;
            k->wseat = seat;
        }
    }
    k->tseats[k->tlen] = seat;
    k->tcards[k->tlen] = b;
    k->tlen++;
}

static int lb_public_allies(const LombardState *k, int a, int b) {
    const LombardSpec *sp = k->spec;
    if (sp->fixed_teams) return k->side[a] == k->side[b];
    if (sp->auction && !sp->called_partner) return k->decl != a && k->decl != b;
    return 0;
}

static void lb_continue(LombardState *k) {
    if (k->left) {
        k->turn = k->last;
        return;
    }
    int to = k->won[k->dealer] ? k->dealer : k->last;
    k->piles[to] = m_or(k->piles[to], k->discard);
    k->discard = M_EMPTY;
    k->turn = -1;
}

static void lb_finish_trick(LombardState *k) {
    const LombardSpec *sp = k->spec;
    int w = k->wseat;
    Mask mask = M_EMPTY;
    for (int i = 0; i < k->tlen; i++) mask = m_or(mask, m_bit(k->tcards[i]));
    k->piles[w] = m_or(k->piles[w], mask);
    k->won[w] += 1;
    k->last = w;
    k->left -= sp->n;
    int fool_seat = k->fool_seat;
    k->tlen = 0;
    k->lead = k->wseat = k->wstr = k->fool_seat = -1;
    if (fool_seat >= 0) {
        if (!lb_public_allies(k, fool_seat, w)) {
            if (m_any(k->piles[fool_seat])) {
                k->turn_giver = fool_seat;
                k->turn_capturer = w;
                k->turn = fool_seat;
                return;
            }
            k->pending_giver = fool_seat;
            k->pending_capturer = w;
        }
    } else if (k->pending_giver >= 0 && k->pending_giver == w) {
        k->turn_giver = k->pending_giver;
        k->turn_capturer = k->pending_capturer;
        k->pending_giver = k->pending_capturer = -1;
        k->turn = w;
        return;
    }
    if (k->left) {
        k->turn = w;
        return;
    }
    lb_continue(k);
}

static void lb_fool_exchange(LombardState *k, int64_t move) {
    int giver = k->turn_giver, capturer = k->turn_capturer;
    k->turn_giver = k->turn_capturer = -1;
    if (move != DECLINE) {
        Mask bit = m_bit((int)(move - GIVE)), fool = k->spec->fool;
        k->piles[giver] = m_or(m_and(k->piles[giver], m_not(bit)), fool);
        k->piles[capturer] = m_and(m_or(k->piles[capturer], bit), m_not(fool));
    }
    lb_continue(k);
}

static void lb_put(LombardState *k, int b) {
    int p = k->turn;
    k->hands[p] = m_and(k->hands[p], m_not(m_bit(b)));
    lb_record(k, p, b);
    if (k->tlen < k->spec->n) {
        k->turn = (p + 1) % k->spec->n;
    } else {
        lb_finish_trick(k);
    }
}

static int lb_play(void *v, int64_t move) {
    LombardState *k = v;
    const LombardSpec *sp = k->spec;
    if (k->turn < 0) {
        PyErr_SetString(PyExc_ValueError, "lombard kernel: the deal is over");
        return -1;
    }
    if (k->turn_giver >= 0) {
        if (move != DECLINE && (move < GIVE || move - GIVE >= sp->size || !m_has(lb_gift_mask(k), (int)(move - GIVE)))) {
            PyErr_Format(PyExc_ValueError, "lombard kernel: %lld is not a card to give for the Fool", (long long)move);
            return -1;
        }
        lb_fool_exchange(k, move);
        return 0;
    }
    if (move < 0 || move >= sp->size || !m_has(lb_legal(k), (int)move)) {
        PyErr_Format(PyExc_ValueError, "lombard kernel: %lld is not a legal move here", (long long)move);
        return -1;
    }
    lb_put(k, (int)move);
    return 0;
}

/* -- results ----------------------------------------------------------------------------------- */

static int lb_points(const LombardState *k, const int *seats, int count) {
    const LombardSpec *sp = k->spec;
    Mask m = M_EMPTY;
    for (int i = 0; i < count; i++) m = m_or(m, k->piles[seats[i]]);
    int all = m_pop(m);
    Mask cm = m_and(m, sp->counting);
    int counting = m_pop(cm), total = 0;
    for (; m_any(cm); cm = m_drop_low(cm)) total += sp->values[m_low(cm)];
    int pts = total - counting + all / sp->batch;
    if (sp->literal) {
        int more = all % sp->batch - (all - counting);
        if (more > 0) pts += more;
    }
    return pts;
}

static int lb_raw_values(void *v, double *out) {
    LombardState *k = v;
    const LombardSpec *sp = k->spec;
    int n = sp->n;
    if (sp->fixed_teams) {
        int team[2][MAX_SEATS], count[2] = {0, 0}, tricks[2] = {0, 0};
        for (int s = 0; s < n; s++) {
            int t = sp->team_of[s];
            team[t][count[t]++] = s;
        }
        int a = lb_points(k, team[0], count[0]), b = lb_points(k, team[1], count[1]);
        if (a < 0 || b < 0 || a > sp->max_points || b > sp->max_points) {
            PyErr_SetString(PyExc_ValueError, "lombard kernel: card points beyond the scoring table");
            return -1;
        }
        const double *share = sp->team_share + 2 * (a * (sp->max_points + 1) + b);
        for (int t = 0; t < 2; t++)
            for (int i = 0; i < count[t]; i++) tricks[t] += k->won[team[t][i]];
        for (int s = 0; s < n; s++) {
            int t = k->side[s];
            int capp = tricks[t] == sp->hand ? 1 : (tricks[1 - t] == sp->hand ? -1 : 0);
            out[s] = capp + share[t];
        }
        return n;
    }
    if (!sp->auction) {
        for (int s = 0; s < n; s++) out[s] = (double)(lb_points(k, &s, 1) - sp->deal_target);
        return n;
    }
    int side[2] = {k->decl, k->partner}, count = k->partner < 0 ? 1 : 2;
    if (k->decl < 0 || k->contract < 0 || k->contract >= sp->n_base) {
        PyErr_SetString(PyExc_ValueError, "lombard kernel: a deal without its declarer or contract");
        return -1;
    }
    int p = lb_points(k, side, count);
    if (p < 0 || p > sp->max_points) {
        PyErr_SetString(PyExc_ValueError, "lombard kernel: card points beyond the scoring table");
        return -1;
    }
    int scope = sp->side_capot ? count : 1, capot_tricks = 0;
    for (int i = 0; i < scope; i++) capot_tricks += k->won[side[i]];
    int capot = capot_tricks == sp->hand, won = p >= sp->win_min;
    int unit = sp->base[k->contract] + sp->extra[p] + (capot ? sp->capot : 0);
    int sign = won ? 1 : -1;
    for (int s = 0; s < n; s++) out[s] = (double)(-sign * unit);
    if (k->partner < 0) {
        out[k->decl] = (double)(sign * unit * (n - 1));
    } else {
        out[k->decl] = (double)(sign * unit * sp->shares[0]);
        out[k->partner] = (double)(sign * unit * sp->shares[1]);
    }
    return n;
}

static int lb_values(void *v, double *out) {
    int n = lb_raw_values(v, out);
    double scale = ((LombardState *)v)->spec->scale;
    for (int s = 0; s < n; s++) out[s] = out[s] / scale;
    return n;
}

/* -- the playout ----------------------------------------------------------------------------- */

static int first_by(Mask m, const int *order, int highest) {
    int best = -1;
    for (; m_any(m); m = m_drop_low(m)) {
        int b = m_low(m);
        if (best < 0 || (highest ? order[b] > order[best] : order[b] < order[best])) best = b;
    }
    return best;
}

static int lb_follow(const LombardState *k, Mask plain, Mask legal, int p, int lead, int played) {
    const LombardSpec *sp = k->spec;
    int n = sp->n, me = k->side[p], threat = -1;
    Mask lead_mask = sp->suit_mask[lead];
    for (int i = 1; i < n - played; i++) {
        int o = (p + i) % n;
        if (k->side[o] == me) continue;
        Mask h = k->hands[o], f = m_and(h, lead_mask);
        int key;
        if (m_any(f)) {
            key = sp->key[lead][m_top(f)];
        } else {
            Mask t = m_and(h, sp->trumps);
            key = m_any(t) ? sp->key[lead][m_top(t)] : -1;
        }
        if (key > threat) threat = key;
    }
    int wseat = k->wseat, wstr = k->wstr;
    if (wseat >= 0 && k->side[wseat] == me && wstr > threat) return first_by(plain, sp->smear, 1);
    int thr = wstr > threat ? wstr : threat;
    Mask winners;
    if (thr >= 100) {
        winners = thr - 100 < LB_STRENGTHS ? m_and(plain, sp->above_trump[thr - 100]) : M_EMPTY;
    } else {
        Mask above = thr + 1 < LB_STRENGTHS && lead < 5 ? sp->above[lead][thr + 1] : M_EMPTY;
        winners = m_or(m_and(plain, above), m_and(plain, sp->trumps));
    }
    Mask pick = m_any(winners) ? winners : plain;
    int b = first_by(pick, sp->dump, 0);
    if (!m_any(winners) && m_any(m_and(legal, sp->fool)) && sp->values[b] >= 2 && (wseat < 0 || k->side[wseat] != me))
        b = sp->fool_bit;
    return b;
}

static int lb_lead(const LombardState *k, Mask plain, int p, MT *mt) {
    const LombardSpec *sp = k->spec;
    int me = k->side[p];
    Mask cash = m_and(m_and(plain, sp->counting), m_not(sp->trumps));
    for (; m_any(cash); cash = m_drop_low(cash)) {
        int b = m_low(cash);
        Mask sm = sp->suit_mask[sp->suit[b]];
        if (m_top(m_and(plain, sm)) != b) continue;
        int mine = sp->strength[b], safe = 1;
        for (int o = 0; o < sp->n; o++) {
            if (k->side[o] == me) continue;
            Mask h = k->hands[o], f = m_and(h, sm);
            if ((m_any(f) && sp->strength[m_top(f)] > mine) || (!m_any(f) && m_any(m_and(h, sp->trumps)))) {
                safe = 0;
                break;
            }
        }
        if (safe) return b;
    }
    Mask t = m_and(plain, sp->trumps);
    if (m_any(t) && (m_eq(t, plain) || (m_pop(t) >= 5 && mt_random(mt) < 0.4))) {
        int low = m_low(t);
        if (sp->values[low] && !m_single(t)) low = m_low(m_drop_low(t));
        return low;
    }
    int best = -1, best_len = 99;
    for (int s = 0; s < 4; s++) {
        Mask m = m_and(plain, sp->suit_mask[s]);
        if (m_any(m)) {
            int c = m_pop(m);
            if (c < best_len) {
                best_len = c;
                best = m_low(m);
            }
        }
    }
    if (best < 0) best = m_low(plain);
    return best;
}

static int lb_rollout(void *v, MT *mt) {
    LombardState *k = v;
    const LombardSpec *sp = k->spec;
    for (;;) {
        if (k->turn_giver >= 0) lb_fool_exchange(k, GIVE + first_by(lb_gift_mask(k), sp->dump, 0));
        int p = k->turn;
        if (p < 0) break;
        Mask legal = lb_legal(k);
        int b;
        if (m_single(legal)) {
            b = m_top(legal);
        } else if (mt_random(mt) < sp->epsilon) {
            int i = (int)(mt_random(mt) * m_pop(legal));
            while (i--) legal = m_drop_low(legal);
            b = m_low(legal);
        } else {
            Mask plain = m_and(legal, m_not(sp->fool));
            if (!m_any(plain)) {
                b = sp->fool_bit;
            } else if (k->lead < 0) {
                b = lb_lead(k, plain, p, mt);
            } else {
                b = lb_follow(k, plain, legal, p, k->lead, k->tlen);
            }
        }
        lb_put(k, b);
    }
    return 0;
}

const WorldOps LOMBARD_OPS = {
    "lombardy", sizeof(LombardState), lb_to_move, lb_moves, lb_play, lb_rollout, lb_values, lb_raw_values,
    lb_cards_left, lb_cost,
};

/* -- building from Python ------------------------------------------------------------------- */

static void lb_spec_free(PyObject *capsule) {
    LombardSpec *sp = PyCapsule_GetPointer(capsule, "tarotdesk.lombard_spec");
    PyMem_Free(sp->extra);
    PyMem_Free(sp->team_share);
    PyMem_Free(sp);
}

/* Masks come as (low 64 bits, high 64 bits) pairs. */
static int read_masks(PyObject *seq, Mask *out, Py_ssize_t cap, const char *what) {
    PyObject *t = PySequence_Tuple(seq);
    if (t == NULL) return -1;
    Py_ssize_t n = PyTuple_Size(t);
    int ok = n <= cap;
    for (Py_ssize_t i = 0; ok && i < n; i++) {
        uint64_t pair[2];
        ok = read_u64s(PyTuple_GetItem(t, i), pair, 2, what) == 2;
        out[i].lo = pair[0];
        out[i].hi = pair[1];
    }
    Py_DECREF(t);
    if (!ok) {
        if (!PyErr_Occurred()) PyErr_Format(PyExc_ValueError, "%s: malformed masks", what);
        return -1;
    }
    return (int)n;
}

/* lombard_spec(ints, team_of, base, shares, suit, strength, values, dump, smear, keys,
 * suit_masks, (trumps, fool, counting), above, above_trump, extra, team_share, (epsilon, scale))
 * with ints = (size, n, hand, batch, literal, blank_first, win_min, side_capot, must_trump,
 * fixed_teams, auction, called_partner, deal_target, capot, per_card, per_playout, max_points) */
static PyObject *lombard_spec(PyObject *self, PyObject *args) {
    PyObject *ints, *team_of, *base, *shares, *suit, *strength, *values, *dump, *smear, *keys, *masks, *special,
        *above, *above_trump, *extra, *team_share;
    double epsilon, scale;
    if (!PyArg_ParseTuple(args, "OOOOOOOOOOOOOOOO(dd)", &ints, &team_of, &base, &shares, &suit, &strength, &values,
                          &dump, &smear, &keys, &masks, &special, &above, &above_trump, &extra, &team_share, &epsilon,
                          &scale))
        return NULL;
    LombardSpec *sp = PyMem_Calloc(1, sizeof(LombardSpec));
    if (sp == NULL) return PyErr_NoMemory();
    int v[17];
    Mask sv[3];
    int ok = read_ints(ints, v, 17, "ints") == 17;
    if (ok) {
        sp->size = v[0], sp->n = v[1], sp->hand = v[2], sp->batch = v[3], sp->literal = v[4], sp->blank_first = v[5];
        sp->win_min = v[6], sp->side_capot = v[7], sp->must_trump = v[8], sp->fixed_teams = v[9], sp->auction = v[10];
        sp->called_partner = v[11], sp->deal_target = v[12], sp->capot = v[13], sp->per_card = v[14];
        sp->per_playout = v[15], sp->max_points = v[16];
        ok = sp->size > 0 && sp->size < DECLINE && sp->n >= 2 && sp->n <= MAX_SEATS && sp->batch > 0
             && sp->max_points >= 0 && sp->max_points < 1000;
    }
    int size = ok ? sp->size : 0;
    ok = ok && read_ints(team_of, sp->team_of, MAX_SEATS, "team_of") >= 0 && (sp->n_base = read_ints(base, sp->base, 16, "base")) >= 0
         && read_ints(shares, sp->shares, 2, "shares") >= 0 && read_ints(suit, sp->suit, LB_CARDS, "suit") == size
         && read_ints(strength, sp->strength, LB_CARDS, "strength") == size && read_ints(values, sp->values, LB_CARDS, "values") == size
         && read_ints(dump, sp->dump, LB_CARDS, "dump") == size && read_ints(smear, sp->smear, LB_CARDS, "smear") == size
         && read_masks(masks, sp->suit_mask, LB_SUITS, "suit masks") == LB_SUITS && read_masks(special, sv, 3, "special") == 3
         && read_masks(above_trump, sp->above_trump, LB_STRENGTHS, "above_trump") == LB_STRENGTHS;
    for (int b = 0; ok && b < size; b++) ok = sp->suit[b] >= 0 && sp->suit[b] < LB_SUITS;
    for (int s = 0; ok && s < MAX_SEATS; s++) ok = sp->team_of[s] >= 0 && sp->team_of[s] <= 1;
    PyObject *rows = ok ? PySequence_Tuple(keys) : NULL;
    ok = rows != NULL && PyTuple_Size(rows) == LB_SUITS;
    for (int s = 0; ok && s < LB_SUITS; s++) ok = read_ints(PyTuple_GetItem(rows, s), sp->key[s], LB_CARDS, "keys") == size;
    Py_XDECREF(rows);
    rows = ok ? PySequence_Tuple(above) : NULL;
    ok = rows != NULL && PyTuple_Size(rows) == 5;
    for (int s = 0; ok && s < 5; s++) ok = read_masks(PyTuple_GetItem(rows, s), sp->above[s], LB_STRENGTHS, "above") == LB_STRENGTHS;
    Py_XDECREF(rows);
    int width = sp->max_points + 1;
    if (ok) {
        sp->extra = PyMem_Calloc(width, sizeof(int));
        sp->team_share = PyMem_Calloc((size_t)width * width * 2, sizeof(double));
        ok = sp->extra && sp->team_share;
        if (!ok) PyErr_NoMemory();
    }
    ok = ok && (!sp->auction || read_ints(extra, sp->extra, width, "extra") == width)
         && (!sp->fixed_teams
             || read_doubles(team_share, sp->team_share, (Py_ssize_t)width * width * 2, "team share") == width * width * 2);
    if (!ok) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "lombard_spec: malformed tables");
        PyMem_Free(sp->extra);
        PyMem_Free(sp->team_share);
        PyMem_Free(sp);
        return NULL;
    }
    sp->trumps = sv[0];
    sp->fool = sv[1];
    sp->counting = sv[2];
    sp->fool_bit = m_any(sp->fool) ? m_top(sp->fool) : -1;
    sp->epsilon = epsilon;
    sp->scale = scale;
    PyObject *capsule = PyCapsule_New(sp, "tarotdesk.lombard_spec", lb_spec_free);
    if (capsule == NULL) {
        PyMem_Free(sp->extra);
        PyMem_Free(sp->team_share);
        PyMem_Free(sp);
    }
    return capsule;
}

/* lombard_world(cls, owner, ints, hands, piles, discard, won, side, trick seats, trick cards) with
 * ints = (turn, last, dealer, left, decl, partner, contract, pending giver, pending capturer,
 * exchange giver, exchange capturer); masks as (low, high) pairs */
static PyObject *lombard_world(PyObject *self, PyObject *args) {
    PyObject *cls, *owner, *ints, *hands, *piles, *discard, *won, *side, *tseats, *tcards;
    if (!PyArg_ParseTuple(args, "OO!OOOOOOOO", &cls, &PyTuple_Type, &owner, &ints, &hands, &piles, &discard, &won,
                          &side, &tseats, &tcards))
        return NULL;
    LombardState k;
    memset(&k, 0, sizeof k);
    k.spec = PyTuple_Size(owner) >= 1 ? capsule_of(PyTuple_GetItem(owner, 0), "tarotdesk.lombard_spec") : NULL;
    if (k.spec == NULL) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "lombard_world: the owner holds the spec");
        return NULL;
    }
    int n = k.spec->n, v[11], seats[MAX_SEATS], cards[MAX_SEATS], count = -1;
    int ok = read_ints(ints, v, 11, "ints") == 11;
    if (ok) {
        k.turn = v[0], k.last = v[1], k.dealer = v[2], k.left = v[3], k.decl = v[4], k.partner = v[5];
        k.contract = v[6], k.pending_giver = v[7], k.pending_capturer = v[8], k.turn_giver = v[9];
        k.turn_capturer = v[10];
        for (int i = 0; i < 11; i++) ok = ok && (i == 3 || i == 6 || (v[i] >= -1 && v[i] < n));
        ok = ok && k.dealer >= 0 && k.left >= 0 && (k.turn_giver < 0) == (k.turn_capturer < 0)
             && (k.pending_giver < 0) == (k.pending_capturer < 0);
    }
    ok = ok && read_masks(hands, k.hands, n, "hands") == n && read_masks(piles, k.piles, n, "piles") == n
         && read_masks(discard, &k.discard, 1, "discard") == 1 && read_ints(won, k.won, n, "won") == n
         && read_ints(side, k.side, n, "side") == n && (count = read_ints(tseats, seats, MAX_SEATS, "trick seats")) >= 0
         && read_ints(tcards, cards, MAX_SEATS, "trick cards") == count && count < n;
    for (int s = 0; ok && s < n; s++) ok = k.side[s] >= 0 && k.side[s] < n;
    for (int i = 0; ok && i < count; i++) ok = seats[i] >= 0 && seats[i] < n && cards[i] >= 0 && cards[i] < k.spec->size;
    if (!ok) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "lombard_world: a seat, a card or a count out of range");
        return NULL;
    }
    k.lead = k.wseat = k.wstr = k.fool_seat = -1;
    for (int i = 0; i < count; i++) lb_record(&k, seats[i], cards[i]);
    return world_new(cls, &LOMBARD_OPS, &k, owner);
}

static PyObject *mask_pairs(const Mask *m, int n) {
    PyObject *out = PyList_New(n);
    for (int i = 0; out != NULL && i < n; i++)
        PyList_SetItem(out, i, Py_BuildValue("(KK)", (unsigned long long)m[i].lo, (unsigned long long)m[i].hi));
    return out;
}

static PyObject *lombard_state(PyObject *self, PyObject *o) {
    if (!is_world(o) || ((WorldObject *)o)->ops != &LOMBARD_OPS) {
        PyErr_SetString(PyExc_TypeError, "expected a native lombard world");
        return NULL;
    }
    LombardState *k = ((WorldObject *)o)->st;
    int n = k->spec->n;
    int v[11] = {k->turn, k->last, k->dealer, k->left, k->decl, k->partner, k->contract, k->pending_giver,
                 k->pending_capturer, k->turn_giver, k->turn_capturer};
    return Py_BuildValue("(NNNNNNNN)", ints_list(v, 11), mask_pairs(k->hands, n), mask_pairs(k->piles, n),
                         mask_pairs(&k->discard, 1), ints_list(k->won, n), ints_list(k->side, n),
                         ints_list(k->tseats, k->tlen), ints_list(k->tcards, k->tlen));
}

PyMethodDef LOMBARD_METHODS[] = {
    {"lombard_spec", lombard_spec, METH_VARARGS, "A Lombard variant's kernel tables and scoring tables."},
    {"lombard_world", lombard_world, METH_VARARGS, "A Lombard world from the Python kernel's fields."},
    {"lombard_state", lombard_state, METH_O, "The fields of a Lombard world (after cls and owner)."},
    {NULL, NULL, 0, NULL},
};
