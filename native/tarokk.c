/* The Hungarian Tarokk kernel: tarotdesk/ai/tarokk/kernel.py step for step, on 64-bit masks.
 *
 * The pack's tables (suits, each card's key for every lead, points, the policy's orders) and
 * the settlement of a deal (the game's amount for every count of card points and tricks, the
 * bonuses' values, the declarations' and fees' fixed part) come from the Python kernel, which
 * takes them from the game package; nothing of the rules is written here but the play itself
 * as the Python kernel writes it.
 */
#include "native.h"

#define TK_CARDS 64
#define TK_TRICK 4
#define TK_DS 0
#define TK_SUITS 6
#define TK_TRUMPS 4
#define MAX_POINTS 128
#define MAX_TRICKS 16
#define MAX_BONUSES 8

enum { OUT_EARLY = 0, OUT_WON = 1, OUT_PARTNER = 2, OUT_LOST = 3 };
enum { B_TRULL = 0, B_KINGS = 1, B_PAGAT = 2, B_XXI = 3 };

typedef struct {
    int size, tricks, must_trump;
    int suit[TK_CARDS], points[TK_CARDS], dump[TK_CARDS], smear[TK_CARDS];
    int key[TK_SUITS][TK_CARDS];
    uint64_t suit_mask[TK_SUITS], trumps, pagat, skiz, xxi, honours, kings;
    int pagat_bit, skiz_bit, xxi_bit;
    double epsilon, scale;
    int per_card, per_playout;
} TarokkSpec;

typedef struct {
    int n_announced, n_silent;
    int a_side[MAX_BONUSES], a_bonus[MAX_BONUSES], a_made[MAX_BONUSES], a_missed[MAX_BONUSES];
    int s_side[MAX_BONUSES], s_bonus[MAX_BONUSES], s_base[MAX_BONUSES];
    int partner_penalty, discard_points, n_ds, n_df, n;
    int ds[MAX_SEATS], df[MAX_SEATS], personal[MAX_SEATS];
    int max_points;
    /* game[points][tricks]: the game's amount for the declarer's side. */
    int game[MAX_POINTS][MAX_TRICKS];
} TarokkSettle;

typedef struct {
    const TarokkSpec *spec;
    const TarokkSettle *st;
    uint64_t hands[MAX_SEATS], piles[MAX_SEATS], taken[2];
    int won[MAX_SEATS];
    int tseats[TK_TRICK], tcards[TK_TRICK], tlen;
    int lead, wseat, wstr, turn, n, trick_no;
    int next_seat[MAX_SEATS], side[MAX_SEATS], bound[MAX_SEATS];
    int xxi_side, pagat_side, pagat_out;
} TarokkState;

static int tk_to_move(const void *v) { return ((const TarokkState *)v)->turn; }

static int tk_cards_left(const void *v) {
    const TarokkState *k = v;
    return (k->spec->tricks - k->trick_no) * TK_TRICK - k->tlen;
}

static int tk_cost(const void *v) {
    const TarokkState *k = v;
    return tk_cards_left(v) * k->spec->per_card + k->spec->per_playout;
}

static uint64_t tk_legal(const TarokkState *k) {
    const TarokkSpec *sp = k->spec;
    int p = k->turn;
    uint64_t hand = k->hands[p], m;
    if (k->lead < 0) {
        m = hand;
    } else {
        m = hand & sp->suit_mask[k->lead];
        if (!m && k->lead != TK_TRUMPS && sp->must_trump) m = hand & sp->trumps;
        if (!m) m = hand;
    }
    if ((m & sp->pagat) && m != sp->pagat && k->trick_no < sp->tricks - 1 && k->bound[p]) m &= ~sp->pagat;
    return m;
}

static int tk_moves(void *v, int64_t *out) {
    uint64_t m = tk_legal(v);
    int n = 0;
    while (m) {
        out[n++] = low_bit(m);
        m &= m - 1;
    }
    return n;
}

static void tk_record(TarokkState *k, int p, int b) {
    const TarokkSpec *sp = k->spec;
    if (k->lead < 0) k->lead = sp->suit[b];
    int key = sp->key[k->lead][b];
    if (key > k->wstr) {
        k->wstr = key;
        k->wseat = p;
    }
    k->tseats[k->tlen] = p;
    k->tcards[k->tlen] = b;
    k->tlen++;
}

static int seat_of_card(const TarokkState *k, int b) {
    for (int i = 0; i < k->tlen; i++)
        if (k->tcards[i] == b) return k->tseats[i];
    return -1;
}

static void tk_finish_trick(TarokkState *k) {
    const TarokkSpec *sp = k->spec;
    int w = k->wseat;
    uint64_t mask = 0;
    for (int i = 0; i < k->tlen; i++) mask |= 1ULL << k->tcards[i];
    k->piles[w] |= mask;
    k->won[w] += 1;
    k->taken[k->side[w]] |= mask;
    if ((mask & sp->skiz) && (mask & sp->xxi)) {
        int s_side = k->side[seat_of_card(k, sp->skiz_bit)];
        if (s_side != k->side[seat_of_card(k, sp->xxi_bit)]) k->xxi_side = s_side;
    }
    if (mask & sp->pagat) {
        int q = seat_of_card(k, sp->pagat_bit);
        k->pagat_side = k->side[q];
        if (k->trick_no == sp->tricks - 1) {
            k->pagat_out = w == q ? OUT_WON : (k->side[w] == k->side[q] ? OUT_PARTNER : OUT_LOST);
        } else {
            k->pagat_out = OUT_EARLY;
        }
    }
    k->tlen = 0;
    k->lead = k->wseat = k->wstr = -1;
    k->trick_no += 1;
    k->turn = k->trick_no < sp->tricks ? w : -1;
}

static void tk_put(TarokkState *k, int b) {
    int p = k->turn;
    k->hands[p] &= ~(1ULL << b);
    tk_record(k, p, b);
    if (k->tlen < TK_TRICK) {
        k->turn = k->next_seat[p];
    } else {
        tk_finish_trick(k);
    }
}

static int tk_play(void *v, int64_t move) {
    TarokkState *k = v;
    if (k->turn < 0 || move < 0 || move >= k->spec->size || !(tk_legal(k) >> move & 1)) {
        PyErr_Format(PyExc_ValueError, "tarokk kernel: %lld is not a legal move here", (long long)move);
        return -1;
    }
    tk_put(k, (int)move);
    return 0;
}

/* -- results ------------------------------------------------------------------------------- */

static int tk_achieved(const TarokkState *k, int side, int bonus) {
    const TarokkSpec *sp = k->spec;
    switch (bonus) {
    case B_TRULL: return (k->taken[side] & sp->honours) == sp->honours;
    case B_KINGS: return (k->taken[side] & sp->kings) == sp->kings;
    case B_XXI: return k->xxi_side == side;
    default: return k->pagat_side == side && k->pagat_out == OUT_WON;
    }
}

static int tk_silent(const TarokkState *k, int side, int bonus, int base, int volat) {
    if (bonus == B_KINGS && side == TK_DS && volat) return 0;
    if (bonus != B_PAGAT) return tk_achieved(k, side, bonus) ? base : 0;
    if (k->pagat_side != side) return 0;
    if (k->pagat_out == OUT_WON) return base;
    if (k->pagat_out == OUT_LOST || (k->pagat_out == OUT_PARTNER && k->st->partner_penalty)) return -base;
    return 0;
}

static void tk_side_tricks_points(const TarokkState *k, int *tricks, int *points) {
    const TarokkSettle *st = k->st;
    uint64_t mask = 0;
    int t = 0;
    for (int i = 0; i < st->n_ds; i++) {
        mask |= k->piles[st->ds[i]];
        t += k->won[st->ds[i]];
    }
    int p = st->discard_points;
    while (mask) {
        p += k->spec->points[low_bit(mask)];
        mask &= mask - 1;
    }
    *tricks = t;
    *points = p;
}

static int tk_raw_values(void *v, double *out) {
    const TarokkState *k = v;
    const TarokkSettle *st = k->st;
    int t_d, p_d;
    tk_side_tricks_points(k, &t_d, &p_d);
    if (p_d < 0 || p_d > st->max_points || t_d < 0 || t_d > k->spec->tricks) {
        PyErr_SetString(PyExc_ValueError, "tarokk kernel: card points or tricks beyond the settlement's table");
        return -1;
    }
    int amount = st->game[p_d][t_d];
    int volat = t_d == k->spec->tricks;
    for (int i = 0; i < st->n_announced; i++) {
        int val = tk_achieved(k, st->a_side[i], st->a_bonus[i]) ? st->a_made[i] : st->a_missed[i];
        amount += st->a_side[i] == TK_DS ? val : -val;
    }
    for (int i = 0; i < st->n_silent; i++) {
        int val = tk_silent(k, st->s_side[i], st->s_bonus[i], st->s_base[i], volat);
        amount += st->s_side[i] == TK_DS ? val : -val;
    }
    int seats[MAX_SEATS];
    for (int s = 0; s < st->n; s++) seats[s] = st->personal[s];
    int each = amount * (st->n_ds == 1 ? 3 : 1);
    for (int i = 0; i < st->n_ds; i++) seats[st->ds[i]] += each;
    for (int i = 0; i < st->n_df; i++) seats[st->df[i]] -= amount;
    for (int s = 0; s < st->n; s++) out[s] = (double)seats[s];
    return st->n;
}

static int tk_values(void *v, double *out) {
    int n = tk_raw_values(v, out);
    double scale = ((TarokkState *)v)->spec->scale;
    for (int s = 0; s < n; s++) out[s] = out[s] / scale;
    return n;
}

/* -- the playout ----------------------------------------------------------------------------- */

static int first_min(uint64_t m, const int *order) {
    int best = -1, best_v = 0;
    while (m) {
        int b = low_bit(m);
        m &= m - 1;
        if (best < 0 || order[b] < best_v) {
            best = b;
            best_v = order[b];
        }
    }
    return best;
}

static int first_max(uint64_t m, const int *order) {
    int best = -1, best_v = 0;
    while (m) {
        int b = low_bit(m);
        m &= m - 1;
        if (best < 0 || order[b] > best_v) {
            best = b;
            best_v = order[b];
        }
    }
    return best;
}

static int tk_threat(const TarokkState *k, int p) {
    const TarokkSpec *sp = k->spec;
    int lead = k->lead, best = -1, me = k->side[p], o = p;
    uint64_t lead_mask = sp->suit_mask[lead];
    for (int i = 0; i < TK_TRICK - 1 - k->tlen; i++) {
        o = k->next_seat[o];
        if (o < 0) break;
        if (k->side[o] == me) continue;
        uint64_t h = k->hands[o], f = h & lead_mask;
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

static int tk_skiz_out(const TarokkState *k, int p) {
    int me = k->side[p];
    for (int o = 0; o < k->n; o++)
        if ((k->hands[o] & k->spec->skiz) && k->side[o] != me) return 1;
    return 0;
}

static int tk_lead(const TarokkState *k, uint64_t legal) {
    const TarokkSpec *sp = k->spec;
    int p = k->turn, me = k->side[p];
    uint64_t kings = legal & sp->kings;
    while (kings) {
        int b = low_bit(kings);
        kings &= kings - 1;
        uint64_t sm = sp->suit_mask[sp->suit[b]];
        int safe = 1;
        for (int o = 0; o < k->n; o++) {
            if (k->side[o] == me || o == p) continue;
            uint64_t h = k->hands[o];
            if (!(h & sm) && (h & sp->trumps)) {
                safe = 0;
                break;
            }
        }
        if (safe) return b;
    }
    uint64_t t = legal & sp->trumps & ~sp->pagat & ~sp->xxi & ~sp->skiz;
    if (me == TK_DS && t && pop_count(t) >= 3) return low_bit(t);
    int best = -1, best_len = 99;
    for (int s = 0; s < 4; s++) {
        uint64_t m = legal & sp->suit_mask[s];
        if (m) {
            int c = pop_count(m);
            if (c < best_len) {
                best_len = c;
                best = low_bit(m);
            }
        }
    }
    if (best < 0) best = first_min(legal, sp->dump);
    return best;
}

static int tk_policy(const TarokkState *k, uint64_t legal) {
    const TarokkSpec *sp = k->spec;
    int p = k->turn;
    int last_trick = k->trick_no == sp->tricks - 1;
    if ((legal & sp->pagat) && k->bound[p] && !last_trick) {
        legal &= ~sp->pagat;
        if (!legal) return sp->pagat_bit;
    }
    if (k->lead < 0) return tk_lead(k, legal);
    int threat = tk_threat(k, p), me = k->side[p], wseat = k->wseat, wstr = k->wstr;
    if (legal & sp->skiz) {
        for (int i = 0; i < k->tlen; i++)
            if (k->tcards[i] == sp->xxi_bit && k->side[k->tseats[i]] != me) return sp->skiz_bit;
    }
    if (wseat >= 0 && k->side[wseat] == me && wstr > threat) return first_max(legal, sp->smear);
    int thr = wstr > threat ? wstr : threat;
    int best = -1, best_cost = 1 << 30;
    uint64_t m = legal;
    while (m) {
        int b = low_bit(m);
        m &= m - 1;
        if (sp->key[k->lead][b] > thr && sp->dump[b] < best_cost) {
            best = b;
            best_cost = sp->dump[b];
        }
    }
    if (best >= 0 && (best_cost < 900 || last_trick)) return best;
    int choice = first_min(legal, sp->dump);
    if (choice == sp->xxi_bit && legal != sp->xxi && tk_skiz_out(k, p)) choice = first_min(legal & ~sp->xxi, sp->dump);
    return choice;
}

static int tk_rollout(void *v, MT *mt) {
    TarokkState *k = v;
    const TarokkSpec *sp = k->spec;
    while (k->turn >= 0) {
        uint64_t legal = tk_legal(k);
        int b;
        if (!(legal & (legal - 1))) {
            b = top_bit(legal);
        } else if (mt_random(mt) < sp->epsilon) {
            int count = pop_count(legal);
            int i = (int)(mt_random(mt) * count);
            while (i--) legal &= legal - 1;
            b = low_bit(legal);
        } else {
            b = tk_policy(k, legal);
        }
        tk_put(k, b);
    }
    return 0;
}

const WorldOps TAROKK_OPS = {
    "tarokk", sizeof(TarokkState), tk_to_move, tk_moves, tk_play, tk_rollout, tk_values, tk_raw_values,
    tk_cards_left, tk_cost,
};

/* -- building from Python ------------------------------------------------------------------- */

static void free_capsule(PyObject *capsule) {
    void *p = PyCapsule_GetPointer(capsule, PyCapsule_GetName(capsule));
    PyMem_Free(p);
}

static int read_exact(PyObject *seq, int *out, int n, const char *what) {
    int got = read_ints(seq, out, n, what);
    if (got < 0) return -1;
    if (got != n) {
        PyErr_Format(PyExc_ValueError, "%s: %d items, %d expected", what, got, n);
        return -1;
    }
    return 0;
}

/* tarokk_spec(size, tricks, must_trump, suit, points, dump, smear, keys, suit_masks, (trumps,
 * pagat, skiz, xxi, honours, kings), epsilon, scale, per_card, per_playout) */
static PyObject *tarokk_spec(PyObject *self, PyObject *args) {
    int size, tricks, must_trump, per_card, per_playout;
    PyObject *suit, *points, *dump, *smear, *keys, *masks, *special;
    double epsilon, scale;
    if (!PyArg_ParseTuple(args, "iipOOOOOOOddii", &size, &tricks, &must_trump, &suit, &points, &dump, &smear,
                          &keys, &masks, &special, &epsilon, &scale, &per_card, &per_playout))
        return NULL;
    if (size < 1 || size > TK_CARDS || tricks < 1 || tricks >= MAX_TRICKS) {
        PyErr_SetString(PyExc_ValueError, "tarokk_spec: a pack of 1 to 64 cards and fewer than 16 tricks");
        return NULL;
    }
    TarokkSpec *sp = PyMem_Calloc(1, sizeof(TarokkSpec));
    if (sp == NULL) return PyErr_NoMemory();
    sp->size = size;
    sp->tricks = tricks;
    sp->must_trump = must_trump;
    sp->epsilon = epsilon;
    sp->scale = scale;
    sp->per_card = per_card;
    sp->per_playout = per_playout;
    uint64_t special_v[6];
    int ok = read_exact(suit, sp->suit, size, "suit") == 0 && read_exact(points, sp->points, size, "points") == 0
             && read_exact(dump, sp->dump, size, "dump") == 0 && read_exact(smear, sp->smear, size, "smear") == 0
             && read_u64s(masks, sp->suit_mask, TK_SUITS, "suit masks") == TK_SUITS
             && read_u64s(special, special_v, 6, "special cards") == 6;
    PyObject *rows = ok ? PySequence_Tuple(keys) : NULL;
    if (rows != NULL && PyTuple_Size(rows) == TK_SUITS) {
        for (int s = 0; ok && s < TK_SUITS; s++) ok = read_exact(PyTuple_GetItem(rows, s), sp->key[s], size, "keys") == 0;
    } else {
        ok = 0;
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "tarokk_spec: six rows of keys");
    }
    Py_XDECREF(rows);
    if (!ok) {
        PyMem_Free(sp);
        return NULL;
    }
    sp->trumps = special_v[0];
    sp->pagat = special_v[1];
    sp->skiz = special_v[2];
    sp->xxi = special_v[3];
    sp->honours = special_v[4];
    sp->kings = special_v[5];
    sp->pagat_bit = top_bit(sp->pagat);
    sp->skiz_bit = top_bit(sp->skiz);
    sp->xxi_bit = top_bit(sp->xxi);
    PyObject *capsule = PyCapsule_New(sp, "tarotdesk.tarokk_spec", free_capsule);
    if (capsule == NULL) PyMem_Free(sp);
    return capsule;
}

/* tarokk_settlement(n, ds, df, personal, discard_points, partner_penalty, game_table,
 * announced: ((side, bonus, made, missed), ...), silent: ((side, bonus, base), ...)) */
static PyObject *tarokk_settlement(PyObject *self, PyObject *args) {
    int n, discard_points, partner_penalty;
    PyObject *ds, *df, *personal, *table, *announced, *silent;
    if (!PyArg_ParseTuple(args, "iOOOipOOO", &n, &ds, &df, &personal, &discard_points, &partner_penalty, &table,
                          &announced, &silent))
        return NULL;
    TarokkSettle *st = PyMem_Calloc(1, sizeof(TarokkSettle));
    if (st == NULL) return PyErr_NoMemory();
    st->n = n;
    st->discard_points = discard_points;
    st->partner_penalty = partner_penalty;
    int ok = n > 0 && n <= MAX_SEATS && (st->n_ds = read_ints(ds, st->ds, MAX_SEATS, "ds")) >= 0
             && (st->n_df = read_ints(df, st->df, MAX_SEATS, "df")) >= 0
             && read_exact(personal, st->personal, n, "personal") == 0;
    PyObject *rows = ok ? PySequence_Tuple(table) : NULL;
    if (rows != NULL && PyTuple_Size(rows) >= 1 && PyTuple_Size(rows) <= MAX_POINTS) {
        st->max_points = (int)PyTuple_Size(rows) - 1;
        for (int p = 0; ok && p <= st->max_points; p++)
            ok = read_ints(PyTuple_GetItem(rows, p), st->game[p], MAX_TRICKS, "game table") >= 0;
    } else if (ok) {
        ok = 0;
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "tarokk_settlement: a game table by card points");
    }
    Py_XDECREF(rows);
    for (int which = 0; ok && which < 2; which++) {
        PyObject *items = PySequence_Tuple(which ? silent : announced);
        if (items == NULL || PyTuple_Size(items) > MAX_BONUSES) {
            ok = 0;
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "tarokk_settlement: too many bonuses");
        }
        for (Py_ssize_t i = 0; ok && i < PyTuple_Size(items); i++) {
            int row[4];
            int width = which ? 3 : 4;
            ok = read_exact(PyTuple_GetItem(items, i), row, width, "bonus") == 0;
            if (!ok) break;
            if (which) {
                st->s_side[i] = row[0];
                st->s_bonus[i] = row[1];
                st->s_base[i] = row[2];
                st->n_silent++;
            } else {
                st->a_side[i] = row[0];
                st->a_bonus[i] = row[1];
                st->a_made[i] = row[2];
                st->a_missed[i] = row[3];
                st->n_announced++;
            }
        }
        Py_XDECREF(items);
    }
    if (!ok) {
        PyMem_Free(st);
        return NULL;
    }
    PyObject *capsule = PyCapsule_New(st, "tarotdesk.tarokk_settlement", free_capsule);
    if (capsule == NULL) PyMem_Free(st);
    return capsule;
}

/* tarokk_world(cls, owner, hands, piles, won, tseats, tcards, turn, n, trick_no,
 * next_seat, side, bound, taken, xxi_side, pagat_side, pagat_out) */
static PyObject *tarokk_world(PyObject *self, PyObject *args) {
    PyObject *cls, *owner, *hands, *piles, *won, *tseats, *tcards, *next_seat, *side, *bound, *taken;
    TarokkState k;
    memset(&k, 0, sizeof k);
    if (!PyArg_ParseTuple(args, "OO!OOOOOiiiOOOOiii", &cls, &PyTuple_Type, &owner, &hands, &piles, &won, &tseats,
                          &tcards, &k.turn, &k.n, &k.trick_no, &next_seat, &side, &bound, &taken, &k.xxi_side,
                          &k.pagat_side, &k.pagat_out))
        return NULL;
    if (PyTuple_Size(owner) < 2) {
        PyErr_SetString(PyExc_ValueError, "tarokk_world: the owner holds the spec and the settlement");
        return NULL;
    }
    k.spec = capsule_of(PyTuple_GetItem(owner, 0), "tarotdesk.tarokk_spec");
    k.st = k.spec ? capsule_of(PyTuple_GetItem(owner, 1), "tarotdesk.tarokk_settlement") : NULL;
    if (k.st == NULL) return NULL;
    int n = k.n;
    int seats_played[TK_TRICK], cards_played[TK_TRICK];
    int count;
    if (n < 1 || n > MAX_SEATS || read_u64s(hands, k.hands, n, "hands") != n || read_u64s(piles, k.piles, n, "piles") != n
        || read_exact(won, k.won, n, "won") < 0 || read_exact(next_seat, k.next_seat, n, "next_seat") < 0
        || read_exact(side, k.side, n, "side") < 0 || read_exact(bound, k.bound, n, "bound") < 0
        || read_u64s(taken, k.taken, 2, "taken") != 2 || (count = read_ints(tseats, seats_played, TK_TRICK, "trick seats")) < 0
        || read_ints(tcards, cards_played, TK_TRICK, "trick cards") != count) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "tarokk_world: malformed state");
        return NULL;
    }
    int bad = k.turn < -1 || k.turn >= n || k.trick_no < 0 || k.trick_no > k.spec->tricks;
    for (int s = 0; s < n; s++) {
        bad |= k.next_seat[s] < -1 || k.next_seat[s] >= n  /* -1: a seat out of the deal */ || k.side[s] < 0 || k.side[s] > 1 || k.won[s] < 0;
        bad |= (k.hands[s] | k.piles[s]) >> k.spec->size != 0;
    }
    for (int i = 0; i < count; i++) bad |= seats_played[i] < 0 || seats_played[i] >= n;
    for (int i = 0; i < k.st->n_ds; i++) bad |= k.st->ds[i] < 0 || k.st->ds[i] >= n;
    for (int i = 0; i < k.st->n_df; i++) bad |= k.st->df[i] < 0 || k.st->df[i] >= n;
    if (bad || k.st->n != n) {
        PyErr_SetString(PyExc_ValueError, "tarokk_world: a seat, a card or a count out of range");
        return NULL;
    }
    k.lead = k.wseat = k.wstr = -1;
    for (int i = 0; i < count; i++) {
        if (cards_played[i] < 0 || cards_played[i] >= k.spec->size) {
            PyErr_SetString(PyExc_ValueError, "tarokk_world: a card outside the pack");
            return NULL;
        }
        tk_record(&k, seats_played[i], cards_played[i]);
    }
    return world_new(cls, &TAROKK_OPS, &k, owner);
}

static TarokkState *tarokk_of(PyObject *o) {
    if (!is_world(o) || ((WorldObject *)o)->ops != &TAROKK_OPS) {
        PyErr_SetString(PyExc_TypeError, "expected a native tarokk world");
        return NULL;
    }
    return ((WorldObject *)o)->st;
}

/* tarokk_state(world): the fields tarokk_world takes (after cls, spec and settlement). */
static PyObject *tarokk_state(PyObject *self, PyObject *o) {
    TarokkState *k = tarokk_of(o);
    if (k == NULL) return NULL;
    int n = k->n;
    return Py_BuildValue("(NNNNNiiiNNNNiii)", u64s_list(k->hands, n), u64s_list(k->piles, n), ints_list(k->won, n),
                         ints_list(k->tseats, k->tlen), ints_list(k->tcards, k->tlen), k->turn, k->n, k->trick_no,
                         ints_list(k->next_seat, n), ints_list(k->side, n), ints_list(k->bound, n),
                         u64s_list(k->taken, 2), k->xxi_side, k->pagat_side, k->pagat_out);
}

/* tarokk_resettle(world, owner): the same play settled by the owner's settlement. */
static PyObject *tarokk_resettle(PyObject *self, PyObject *args) {
    PyObject *o, *owner;
    if (!PyArg_ParseTuple(args, "OO!", &o, &PyTuple_Type, &owner)) return NULL;
    TarokkState *k = tarokk_of(o);
    if (k == NULL) return NULL;
    if (PyTuple_Size(owner) < 2 || capsule_of(PyTuple_GetItem(owner, 0), "tarotdesk.tarokk_spec") != k->spec) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "tarokk_resettle: the same spec, another settlement");
        return NULL;
    }
    const TarokkSettle *st = capsule_of(PyTuple_GetItem(owner, 1), "tarotdesk.tarokk_settlement");
    if (st == NULL) return NULL;
    WorldObject *w = (WorldObject *)o;
    Py_INCREF(owner);
    PyObject *old = w->owner;
    w->owner = owner;
    Py_XDECREF(old);
    k->st = st;
    Py_RETURN_NONE;
}

PyMethodDef TAROKK_METHODS[] = {
    {"tarokk_spec", tarokk_spec, METH_VARARGS, "The Tarokk kernel's pack tables (from the Python kernel's Spec)."},
    {"tarokk_settlement", tarokk_settlement, METH_VARARGS, "A Tarokk deal's settlement as tables."},
    {"tarokk_world", tarokk_world, METH_VARARGS, "A Tarokk world from the Python kernel's fields."},
    {"tarokk_state", tarokk_state, METH_O, "The fields of a Tarokk world (tarokk_world's order)."},
    {"tarokk_resettle", tarokk_resettle, METH_VARARGS, "Settle a Tarokk world by another settlement."},
    {NULL, NULL, 0, NULL},
};
