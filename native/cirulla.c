/* The Cirulla kernel: tarotdesk/ai/cirulla/kernel.py step for step.
 *
 * The capture options of a card on a table and the declarations of a fresh hand are the game
 * package's: they are asked of it (tarotdesk.games.cirulla.captures.options_for and
 * declarations) through two callables of the spec, once per table and value or per hand, and
 * remembered. The pack's tables (values, primiera, the policy's worths, the scorer's sets) are
 * the Python kernel's.
 */
#include "native.h"

#define CI_CARDS 40
#define CI_HAND 8
#define CI_DECLS 64
#define CI_MEMO_ENTRIES (1 << 16)

typedef struct {
    int size, plays_per_deal, hand_size, natural, sweep, top_value, matta_bit, settebello, all_suits;
    int value[CI_CARDS], primiera[CI_CARDS];
    double worth[CI_CARDS];
    uint64_t diamonds, grande, piccola;
    int piccola_more[8], n_more, grande_points, piccola_points;
    int order[4][CI_CARDS], order_len[4];
    double epsilon, scale;
    int per_card, per_playout;
    /* The game package's answers: options by (table values, value), declarations by hand. */
    PyObject *options_cb, *decl_cb;
    Memo options, decls;
    int64_t *arena;
    Py_ssize_t arena_used, arena_cap;
    int decl_points[CI_DECLS], decl_matta[CI_DECLS], decl_known[CI_DECLS];
} CirullaSpec;

typedef struct {
    CirullaSpec *spec;
    int n, dealer, turn, plays, matta, last, n_sides;
    int hands[MAX_SEATS][CI_HAND], hand_len[MAX_SEATS];
    int table[CI_CARDS], table_len;
    int stock[CI_CARDS], stock_len;
    uint64_t piles[MAX_SEATS];
    int side[MAX_SEATS], fresh[MAX_SEATS], scope[MAX_SEATS], bonus[MAX_SEATS];
} CirullaState;

static int ci_to_move(const void *v) { return ((const CirullaState *)v)->turn; }
static int ci_cards_left(const void *v) {
    const CirullaState *k = v;
    return k->spec->plays_per_deal - k->plays;
}
static int ci_cost(const void *v) {
    const CirullaState *k = v;
    return ci_cards_left(v) * k->spec->per_card + k->spec->per_playout;
}

static inline int ci_value(const CirullaState *k, int b) { return b == k->spec->matta_bit ? k->matta : k->spec->value[b]; }

/* -- the game package's answers ---------------------------------------------------------------- */

static int64_t *arena_take(CirullaSpec *sp, Py_ssize_t count) {
    /* Also when nothing is taken from an arena not made yet: NULL means "out of memory" to the
       callers, and an empty answer (a card with no capture) may be the first one kept. */
    if (sp->arena == NULL || sp->arena_used + count > sp->arena_cap) {
        Py_ssize_t cap = sp->arena_cap ? sp->arena_cap * 2 : 4096;
        while (cap < sp->arena_used + count) cap *= 2;
        int64_t *bigger = PyMem_Realloc(sp->arena, (size_t)cap * sizeof(int64_t));
        if (bigger == NULL) {
            PyErr_NoMemory();
            return NULL;
        }
        sp->arena = bigger;
        sp->arena_cap = cap;
    }
    int64_t *at = sp->arena + sp->arena_used;
    sp->arena_used += count;
    return at;
}

/* Both memos point into one arena: when either is full, all of it starts again. */
static void forget_all(CirullaSpec *sp) {
    memset(sp->options.used, 0, sp->options.cap);
    sp->options.count = 0;
    memset(sp->decls.used, 0, sp->decls.cap);
    sp->decls.count = 0;
    sp->arena_used = 0;
}

/* Store a list of ints (a Python sequence) in the arena; the slot gets (offset, count). */
static int keep_list(CirullaSpec *sp, Memo *memo, uint64_t key, PyObject *seq, int64_t **items, Py_ssize_t *count) {
    PyObject *t = PySequence_Tuple(seq);
    if (t == NULL) return -1;
    Py_ssize_t n = PyTuple_Size(t);
    if (memo->count >= CI_MEMO_ENTRIES) forget_all(sp);
    int64_t *at = arena_take(sp, n);
    if (at == NULL) {
        Py_DECREF(t);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) at[i] = PyLong_AsLongLong(PyTuple_GetItem(t, i));
    Py_DECREF(t);
    if (PyErr_Occurred()) return -1;
    int64_t *slot = memo_put(memo, key);
    slot[0] = at - sp->arena;
    slot[1] = n;
    *items = at;
    *count = n;
    return 0;
}

/* The capture options of a card of ``value`` on the table, as masks of table positions. */
static int ci_options(CirullaState *k, int value, const int *values, int64_t **items, Py_ssize_t *count) {
    CirullaSpec *sp = k->spec;
    int len = k->table_len;
    uint64_t key = 0;
    int memo = len <= 14;
    if (memo) {
        key = (uint64_t)value | (uint64_t)len << 4;
        for (int i = 0; i < len; i++) key |= (uint64_t)values[i] << (8 + 4 * i);
        int64_t *slot = memo_get(&sp->options, key);
        if (slot != NULL) {
            *items = sp->arena + slot[0];
            *count = slot[1];
            return 0;
        }
    }
    PyObject *table = PyTuple_New(len);
    if (table == NULL) return -1;
    for (int i = 0; i < len; i++) PyTuple_SetItem(table, i, PyLong_FromLong(values[i]));
    PyObject *got = PyObject_CallFunction(sp->options_cb, "iO", value, table);
    Py_DECREF(table);
    if (got == NULL) return -1;
    int r;
    if (memo) {
        r = keep_list(sp, &sp->options, key, got, items, count);
    } else {
        /* A very long table (never remembered): its answer goes to a scratch part of the arena. */
        PyObject *t = PySequence_Tuple(got);
        r = -1;
        if (t != NULL) {
            Py_ssize_t n = PyTuple_Size(t);
            int64_t *at = arena_take(sp, n);
            if (at != NULL) {
                for (Py_ssize_t i = 0; i < n; i++) at[i] = PyLong_AsLongLong(PyTuple_GetItem(t, i));
                sp->arena_used -= n; /* read at once, then free again */
                *items = at;
                *count = n;
                r = PyErr_Occurred() ? -1 : 0;
            }
            Py_DECREF(t);
        }
    }
    Py_DECREF(got);
    return r;
}

static uint64_t hand_key(const CirullaState *k, int p) {
    uint64_t key = 0;
    for (int i = 0; i < k->hand_len[p]; i++) {
        int b = k->hands[p][i];
        int slot = b == k->spec->matta_bit ? 12 : k->spec->value[b];
        key += 1ULL << (4 * slot);
    }
    return key;
}

/* The hand's declarations: items[0] is the best one's move (0: none), then every move. */
static int ci_declarations(CirullaState *k, int p, int64_t **items, Py_ssize_t *count) {
    CirullaSpec *sp = k->spec;
    uint64_t key = hand_key(k, p);
    int64_t *slot = memo_get(&sp->decls, key);
    if (slot != NULL) {
        *items = sp->arena + slot[0];
        *count = slot[1];
        return 0;
    }
    PyObject *hand = PyTuple_New(k->hand_len[p]);
    if (hand == NULL) return -1;
    for (int i = 0; i < k->hand_len[p]; i++) PyTuple_SetItem(hand, i, PyLong_FromLong(k->hands[p][i]));
    PyObject *got = PyObject_CallFunctionObjArgs(sp->decl_cb, hand, NULL);
    Py_DECREF(hand);
    if (got == NULL) return -1;
    /* got: (best move or 0, ((move, points, matta or -1), ...)) */
    PyObject *best = NULL, *rows = NULL, *flat = NULL;
    int r = -1;
    if (!PyArg_ParseTuple(got, "OO", &best, &rows)) goto out;
    PyObject *t = PySequence_Tuple(rows);
    if (t == NULL) goto out;
    Py_ssize_t n = PyTuple_Size(t);
    flat = PyList_New(0);
    if (flat == NULL || PyList_Append(flat, best) < 0) {
        Py_DECREF(t);
        goto out;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        int64_t move;
        int points, matta;
        if (!PyArg_ParseTuple(PyTuple_GetItem(t, i), "Lii", &move, &points, &matta)) break;
        if (move >= 0 || -1 - move >= CI_DECLS) {
            PyErr_SetString(PyExc_ValueError, "cirulla kernel: a declaration's move out of range");
            break;
        }
        sp->decl_points[-1 - move] = points;
        sp->decl_matta[-1 - move] = matta;
        sp->decl_known[-1 - move] = 1;
        PyObject *m = PyLong_FromLongLong(move);
        if (m == NULL || PyList_Append(flat, m) < 0) {
            Py_XDECREF(m);
            break;
        }
        Py_DECREF(m);
    }
    Py_DECREF(t);
    if (PyErr_Occurred()) goto out;
    r = keep_list(sp, &sp->decls, key, flat, items, count);
out:
    Py_XDECREF(flat);
    Py_DECREF(got);
    return r;
}

/* -- moves and play ---------------------------------------------------------------------------- */

static int ci_moves(void *v, int64_t *out) {
    CirullaState *k = v;
    CirullaSpec *sp = k->spec;
    int p = k->turn, n = 0;
    int64_t *items;
    Py_ssize_t count;
    if (k->fresh[p]) {
        if (ci_declarations(k, p, &items, &count) < 0) return -1;
        for (Py_ssize_t i = 1; i < count; i++) out[n++] = items[i];
    }
    if (!k->table_len) {
        for (int i = 0; i < k->hand_len[p]; i++) out[n++] = k->hands[p][i];
        return n;
    }
    int values[CI_CARDS];
    for (int i = 0; i < k->table_len; i++) values[i] = ci_value(k, k->table[i]);
    for (int h = 0; h < k->hand_len[p]; h++) {
        int b = k->hands[p][h];
        if (ci_options(k, ci_value(k, b), values, &items, &count) < 0) return -1;
        if (!count) {
            out[n++] = b;
            continue;
        }
        if (n + count > MAX_MOVES) {
            PyErr_SetString(PyExc_RuntimeError, "cirulla kernel: more capture options than the kernel lists");
            return -1;
        }
        for (Py_ssize_t i = 0; i < count; i++) {
            int64_t taken = 0, positions = items[i];
            for (int j = 0; j < k->table_len; j++)
                if (positions >> j & 1) taken |= 1LL << k->table[j];
            out[n++] = taken << 6 | b;
        }
    }
    (void)sp;
    return n;
}

static void ci_refill(CirullaState *k) {
    int n = k->n, count = k->spec->hand_size * n;
    for (int i = 0; i < n; i++) {
        int seat = (k->dealer + 1 + i) % n;
        for (int j = i; j < count && j < k->stock_len; j += n) {
            if (k->hand_len[seat] < CI_HAND) k->hands[seat][k->hand_len[seat]++] = k->stock[j];
        }
    }
    int rest = k->stock_len > count ? k->stock_len - count : 0;
    memmove(k->stock, k->stock + (k->stock_len - rest), sizeof(int) * rest);
    k->stock_len = rest;
    for (int s = 0; s < n; s++) k->fresh[s] = 1;
    k->turn = (k->dealer + 1) % n;
}

static void ci_finish(CirullaState *k) {
    if (k->table_len && k->last >= 0) {
        int side = k->side[k->last];
        for (int i = 0; i < k->table_len; i++) k->piles[side] |= 1ULL << k->table[i];
        k->table_len = 0;
    }
    k->turn = -1;
}

static int ci_play(void *v, int64_t move) {
    CirullaState *k = v;
    const CirullaSpec *sp = k->spec;
    int p = k->turn;
    if (p < 0) {
        PyErr_SetString(PyExc_ValueError, "cirulla kernel: the deal is over");
        return -1;
    }
    if (move < 0) {
        int64_t i = -1 - move;
        if (i >= CI_DECLS || !sp->decl_known[i] || !k->fresh[p]) {
            PyErr_SetString(PyExc_ValueError, "cirulla kernel: not a declaration of this hand");
            return -1;
        }
        k->fresh[p] = 0;
        int matta = sp->decl_matta[i];
        if (matta >= 0 && matta != sp->natural) k->matta = matta;
        k->bonus[k->side[p]] += sp->decl_points[i];
        return 0;
    }
    int b = (int)(move & 63);
    uint64_t taken = (uint64_t)move >> 6;
    int at = -1;
    for (int i = 0; i < k->hand_len[p]; i++)
        if (k->hands[p][i] == b) at = i;
    uint64_t on_table = 0;
    for (int i = 0; i < k->table_len; i++) on_table |= 1ULL << k->table[i];
    if (at < 0 || b >= sp->size || (taken & ~on_table)) {
        PyErr_Format(PyExc_ValueError, "cirulla kernel: %lld is not a card of the hand to play", (long long)move);
        return -1;
    }
    memmove(&k->hands[p][at], &k->hands[p][at + 1], sizeof(int) * (k->hand_len[p] - at - 1));
    k->hand_len[p]--;
    k->fresh[p] = 0;
    k->plays++;
    if (!taken) {
        k->table[k->table_len++] = b;
    } else {
        int kept = 0;
        for (int i = 0; i < k->table_len; i++)
            if (!(taken >> k->table[i] & 1)) k->table[kept++] = k->table[i];
        k->table_len = kept;
        int side = k->side[p];
        k->piles[side] |= taken | 1ULL << b;
        k->last = p;
        if (b == sp->matta_bit || (taken >> sp->matta_bit & 1)) k->matta = sp->natural;
        if (!k->table_len && k->plays < sp->plays_per_deal) k->scope[side]++;
    }
    if (p != k->dealer || k->hand_len[p]) {
        k->turn = (p + 1) % k->n;
    } else if (k->stock_len) {
        ci_refill(k);
    } else {
        ci_finish(k);
    }
    return 0;
}

/* -- results ----------------------------------------------------------------------------------- */

/* fishing.strict_best: the index of the strictly highest value among the eligible, or -1. */
static int strict_best(const int *values, const int *eligible, int n) {
    int top = -1, at = -1, ties = 0;
    for (int i = 0; i < n; i++) {
        int v = eligible == NULL || eligible[i] ? values[i] : -1;
        if (v > top) {
            top = v;
            at = i;
            ties = 1;
        } else if (v == top) {
            ties++;
        }
    }
    return top < 0 || ties != 1 ? -1 : at;
}

static int ci_raw_values(void *v, double *out) {
    CirullaState *k = v;
    const CirullaSpec *sp = k->spec;
    int count[MAX_SEATS], diamonds[MAX_SEATS], primiera[MAX_SEATS], suits[MAX_SEATS], totals[MAX_SEATS];
    for (int i = 0; i < k->n_sides; i++) {
        uint64_t m = k->piles[i];
        int total = 0, held = 0;
        for (int s = 0; s < 4; s++) {
            for (int j = 0; j < sp->order_len[s]; j++) {
                int b = sp->order[s][j];
                if (m >> b & 1) {
                    total += sp->primiera[b];
                    held++;
                    break;
                }
            }
        }
        int own = (int)(m >> sp->settebello & 1);
        if ((m & sp->grande) == sp->grande) own += sp->grande_points;
        if ((m & sp->piccola) == sp->piccola) {
            int run = sp->piccola_points;
            for (int j = 0; j < sp->n_more; j++) {
                if (!(m >> sp->piccola_more[j] & 1)) break;
                run++;
            }
            own += run;
        }
        count[i] = pop_count(m);
        diamonds[i] = pop_count(m & sp->diamonds);
        primiera[i] = total;
        suits[i] = held == 4;
        totals[i] = k->scope[i] + k->bonus[i] + own;
    }
    int w;
    if ((w = strict_best(count, NULL, k->n_sides)) >= 0) totals[w]++;
    if ((w = strict_best(diamonds, NULL, k->n_sides)) >= 0) totals[w]++;
    if ((w = strict_best(primiera, sp->all_suits ? suits : NULL, k->n_sides)) >= 0) totals[w]++;
    for (int s = 0; s < k->n; s++) out[s] = (double)totals[k->side[s]];
    return k->n;
}

static int ci_values(void *v, double *out) {
    int n = ci_raw_values(v, out);
    double scale = ((CirullaState *)v)->spec->scale;
    for (int s = 0; s < n; s++) out[s] = out[s] / scale;
    return n;
}

/* -- the playout ----------------------------------------------------------------------------- */

static int64_t ci_policy(const CirullaState *k, const int64_t *moves, int n_moves) {
    const CirullaSpec *sp = k->spec;
    int64_t best = moves[0];
    double best_score = -1e9;
    int table_total = 0;
    for (int i = 0; i < k->table_len; i++) table_total += ci_value(k, k->table[i]);
    for (int i = 0; i < n_moves; i++) {
        int64_t m = moves[i];
        if (m < 0) continue;
        int b = (int)(m & 63);
        uint64_t taken = (uint64_t)m >> 6;
        double score;
        if (taken) {
            score = sp->worth[b] + 2.0;
            for (uint64_t t = taken; t; t &= t - 1) score += sp->worth[low_bit(t)];
            int left = 0, rest = 0;
            for (int j = 0; j < k->table_len; j++) {
                if (!(taken >> k->table[j] & 1)) {
                    left++;
                    rest += ci_value(k, k->table[j]);
                }
            }
            if (!left && k->plays + 1 < sp->plays_per_deal) {
                score += 6.0;
            } else if (rest <= sp->top_value || rest == sp->sweep) {
                score -= 2.5;
            }
        } else {
            int total = table_total + ci_value(k, b);
            score = -sp->worth[b] - ((total <= sp->top_value || total == sp->sweep) ? 3.0 : 0.0);
        }
        if (score > best_score) {
            best = m;
            best_score = score;
        }
    }
    return best;
}

static int ci_rollout(void *v, MT *mt) {
    CirullaState *k = v;
    int64_t moves[MAX_MOVES];
    while (k->turn >= 0) {
        int p = k->turn;
        if (k->fresh[p]) {
            int64_t *items;
            Py_ssize_t count;
            if (ci_declarations(k, p, &items, &count) < 0) return -1;
            if (items[0] != 0) {
                if (ci_play(k, items[0]) < 0) return -1;
                continue;
            }
        }
        int n = ci_moves(k, moves);
        if (n < 0) return -1;
        int64_t move;
        if (n == 1) {
            move = moves[0];
        } else if (mt_random(mt) < k->spec->epsilon) {
            move = moves[(int)(mt_random(mt) * n)];
        } else {
            move = ci_policy(k, moves, n);
        }
        if (ci_play(k, move) < 0) return -1;
    }
    return 0;
}

const WorldOps CIRULLA_OPS = {
    "cirulla", sizeof(CirullaState), ci_to_move, ci_moves, ci_play, ci_rollout, ci_values, ci_raw_values,
    ci_cards_left, ci_cost,
};

/* -- building from Python ------------------------------------------------------------------- */

static void ci_spec_free(PyObject *capsule) {
    CirullaSpec *sp = PyCapsule_GetPointer(capsule, "tarotdesk.cirulla_spec");
    Py_XDECREF(sp->options_cb);
    Py_XDECREF(sp->decl_cb);
    memo_free(&sp->options);
    memo_free(&sp->decls);
    PyMem_Free(sp->arena);
    PyMem_Free(sp);
}

/* cirulla_spec(ints, value, primiera, worth, (diamonds, grande, piccola), piccola_more,
 * primiera_order, (epsilon, scale), options_cb, decl_cb) with ints = (size, plays_per_deal,
 * hand_size, natural, sweep, top_value, matta_bit, settebello, all_suits, grande_points,
 * piccola_points, per_card, per_playout) */
static PyObject *cirulla_spec(PyObject *self, PyObject *args) {
    PyObject *ints, *value, *primiera, *worth, *masks, *more, *order, *options_cb, *decl_cb;
    double epsilon, scale;
    if (!PyArg_ParseTuple(args, "OOOOOOO(dd)OO", &ints, &value, &primiera, &worth, &masks, &more, &order, &epsilon,
                          &scale, &options_cb, &decl_cb))
        return NULL;
    CirullaSpec *sp = PyMem_Calloc(1, sizeof(CirullaSpec));
    if (sp == NULL) return PyErr_NoMemory();
    int v[13];
    uint64_t m[3];
    int ok = read_ints(ints, v, 13, "ints") == 13;
    if (ok) {
        sp->size = v[0];
        sp->plays_per_deal = v[1];
        sp->hand_size = v[2];
        sp->natural = v[3];
        sp->sweep = v[4];
        sp->top_value = v[5];
        sp->matta_bit = v[6];
        sp->settebello = v[7];
        sp->all_suits = v[8];
        sp->grande_points = v[9];
        sp->piccola_points = v[10];
        sp->per_card = v[11];
        sp->per_playout = v[12];
        ok = sp->size > 0 && sp->size <= CI_CARDS && sp->matta_bit >= 0 && sp->matta_bit < sp->size
             && sp->settebello >= 0 && sp->settebello < sp->size && sp->hand_size > 0 && sp->hand_size <= CI_HAND;
        if (!ok) PyErr_SetString(PyExc_ValueError, "cirulla_spec: a pack of at most 40 cards");
    }
    ok = ok && read_ints(value, sp->value, CI_CARDS, "value") == sp->size
         && read_ints(primiera, sp->primiera, CI_CARDS, "primiera") == sp->size
         && read_doubles(worth, sp->worth, CI_CARDS, "worth") == sp->size && read_u64s(masks, m, 3, "masks") == 3
         && (sp->n_more = read_ints(more, sp->piccola_more, 8, "piccola")) >= 0;
    PyObject *rows = ok ? PySequence_Tuple(order) : NULL;
    if (rows != NULL && PyTuple_Size(rows) == 4) {
        for (int s = 0; ok && s < 4; s++)
            ok = (sp->order_len[s] = read_ints(PyTuple_GetItem(rows, s), sp->order[s], CI_CARDS, "order")) >= 0;
    } else {
        ok = 0;
    }
    Py_XDECREF(rows);
    for (int s = 0; ok && s < 4; s++)
        for (int j = 0; j < sp->order_len[s]; j++) ok = ok && sp->order[s][j] >= 0 && sp->order[s][j] < sp->size;
    for (int j = 0; ok && j < sp->n_more; j++) ok = sp->piccola_more[j] >= 0 && sp->piccola_more[j] < sp->size;
    ok = ok && PyCallable_Check(options_cb) && PyCallable_Check(decl_cb) && memo_init(&sp->options, 2) == 0
         && memo_init(&sp->decls, 2) == 0;
    if (!ok) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "cirulla_spec: malformed tables");
        memo_free(&sp->options);
        memo_free(&sp->decls);
        PyMem_Free(sp);
        return NULL;
    }
    sp->diamonds = m[0];
    sp->grande = m[1];
    sp->piccola = m[2];
    sp->epsilon = epsilon;
    sp->scale = scale;
    Py_INCREF(options_cb);
    Py_INCREF(decl_cb);
    sp->options_cb = options_cb;
    sp->decl_cb = decl_cb;
    PyObject *capsule = PyCapsule_New(sp, "tarotdesk.cirulla_spec", ci_spec_free);
    if (capsule == NULL) {
        Py_DECREF(options_cb);
        Py_DECREF(decl_cb);
        PyMem_Free(sp);
    }
    return capsule;
}

static int read_cards(PyObject *seq, int *out, int cap, int size, const char *what) {
    int n = read_ints(seq, out, cap, what);
    for (int i = 0; n > 0 && i < n; i++) {
        if (out[i] < 0 || out[i] >= size) {
            PyErr_Format(PyExc_ValueError, "%s: a card outside the pack", what);
            return -1;
        }
    }
    return n;
}

/* cirulla_world(cls, owner, n, dealer, turn, plays, matta, last, hands, table, stock, piles,
 * side, fresh, scope, bonus) */
static PyObject *cirulla_world(PyObject *self, PyObject *args) {
    PyObject *cls, *owner, *hands, *table, *stock, *piles, *side, *fresh, *scope, *bonus;
    CirullaState k;
    memset(&k, 0, sizeof k);
    if (!PyArg_ParseTuple(args, "OO!iiiiiiOOOOOOOO", &cls, &PyTuple_Type, &owner, &k.n, &k.dealer, &k.turn, &k.plays,
                          &k.matta, &k.last, &hands, &table, &stock, &piles, &side, &fresh, &scope, &bonus))
        return NULL;
    k.spec = PyTuple_Size(owner) >= 1 ? capsule_of(PyTuple_GetItem(owner, 0), "tarotdesk.cirulla_spec") : NULL;
    if (k.spec == NULL) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "cirulla_world: the owner holds the spec");
        return NULL;
    }
    int n = k.n, size = k.spec->size;
    int ok = n >= 1 && n <= MAX_SEATS && k.dealer >= 0 && k.dealer < n && k.turn >= -1 && k.turn < n && k.last >= -1
             && k.last < n && k.plays >= 0;
    PyObject *rows = ok ? PySequence_Tuple(hands) : NULL;
    ok = rows != NULL && PyTuple_Size(rows) == n;
    for (int s = 0; ok && s < n; s++) ok = (k.hand_len[s] = read_cards(PyTuple_GetItem(rows, s), k.hands[s], CI_HAND, size, "hand")) >= 0;
    Py_XDECREF(rows);
    ok = ok && (k.table_len = read_cards(table, k.table, CI_CARDS, size, "table")) >= 0
         && (k.stock_len = read_cards(stock, k.stock, CI_CARDS, size, "stock")) >= 0
         && (k.n_sides = read_u64s(piles, k.piles, MAX_SEATS, "piles")) >= 1 && read_ints(side, k.side, n, "side") == n
         && read_ints(fresh, k.fresh, n, "fresh") == n && read_ints(scope, k.scope, MAX_SEATS, "scope") == k.n_sides
         && read_ints(bonus, k.bonus, MAX_SEATS, "bonus") == k.n_sides;
    for (int s = 0; ok && s < n; s++) ok = k.side[s] >= 0 && k.side[s] < k.n_sides;
    for (int i = 0; ok && i < k.n_sides; i++) ok = k.piles[i] >> size == 0;
    if (!ok) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "cirulla_world: a seat, a card or a count out of range");
        return NULL;
    }
    return world_new(cls, &CIRULLA_OPS, &k, owner);
}

static PyObject *cirulla_state(PyObject *self, PyObject *o) {
    if (!is_world(o) || ((WorldObject *)o)->ops != &CIRULLA_OPS) {
        PyErr_SetString(PyExc_TypeError, "expected a native cirulla world");
        return NULL;
    }
    CirullaState *k = ((WorldObject *)o)->st;
    PyObject *hands = PyList_New(k->n);
    for (int s = 0; hands != NULL && s < k->n; s++) PyList_SetItem(hands, s, ints_list(k->hands[s], k->hand_len[s]));
    return Py_BuildValue("(iiiiiiNNNNNNNN)", k->n, k->dealer, k->turn, k->plays, k->matta, k->last, hands,
                         ints_list(k->table, k->table_len), ints_list(k->stock, k->stock_len),
                         u64s_list(k->piles, k->n_sides), ints_list(k->side, k->n), ints_list(k->fresh, k->n),
                         ints_list(k->scope, k->n_sides), ints_list(k->bonus, k->n_sides));
}

PyMethodDef CIRULLA_METHODS[] = {
    {"cirulla_spec", cirulla_spec, METH_VARARGS, "The Cirulla kernel's tables and the game package's answers."},
    {"cirulla_world", cirulla_world, METH_VARARGS, "A Cirulla world from the Python kernel's fields."},
    {"cirulla_state", cirulla_state, METH_O, "The fields of a Cirulla world (after cls and owner)."},
    {NULL, NULL, 0, NULL},
};
