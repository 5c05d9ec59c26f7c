/* The Porrazo kernel: tarotdesk/ai/porrazo/kernel.py step for step (the rest of a hand).
 *
 * The holdings' tables (what three ranks hold, what a holding is worth, which holding ranks
 * above another), the ranks' values and successors come from the game package through the
 * Python kernel; the tendido's score is asked of the game package (position_score and
 * set_score) and remembered.
 */
#include "native.h"

#define PR_CARDS 64
#define PR_HAND 8
#define PR_RUN 16
#define PR_RANKS 14
#define INPLACE 64
enum { M_LAY = 200, M_WAIT = 201, M_RONDA = 202, M_RONDINE = 203, M_SILENT = 204 };
enum { PH_PLAY = 0, PH_TENDIDO = 1, PH_DECLARE = 2, PH_OVER = 3 };
enum { CH_NONE = 0, CH_DISCARDED = 1, CH_PORRAZO = 2, CH_COUNTERED = 3 };
enum { HOW_PLACE, HOW_CAPTURE, HOW_PORRAZO, HOW_COUNTER, HOW_SAN_BENITO };
enum { W_NONE = 0, W_RONDA = 1, W_RONDINE = 2, W_SILENT = 3 };
enum { K_NONE = 0, K_RONDA = 1, K_RONDINE = 2 };

typedef struct {
    int size, packet, tendido_size, places;
    int rank[PR_CARDS];
    int value[PR_RANKS], succ[PR_RANKS], pairs[8];
    /* holding[a][b][c]: kind * 16 + rank of three ranks (0: none); worth[kind][rank]; strength
     * [kind][rank][position]: the order of holding_strength as an ordinal. */
    unsigned char holding[PR_RANKS][PR_RANKS][PR_RANKS];
    int worth[3][PR_RANKS];
    int strength[3][PR_RANKS][MAX_SEATS];
    double epsilon, scale;
    int per_card, per_playout;
    PyObject *tendido_cb;
    Memo tendido; /* (table, laid) -> position points, then up to 6 group points */
} PorrazoSpec;

typedef struct {
    PorrazoSpec *spec;
    int n, dealer, target, limpia_last, sets_all, dead_6, leftover, deals, k, tendido_done, plays;
    int order[MAX_SEATS], side[MAX_SEATS], n_sides;
    int hands[MAX_SEATS][PR_HAND], hand_len[MAX_SEATS];
    int played[MAX_SEATS][PR_HAND], played_len[MAX_SEATS];
    int stock[PR_CARDS], stock_len, table[PR_CARDS], table_len;
    int piles[MAX_SEATS], scores[MAX_SEATS], gain[MAX_SEATS];
    int declared[MAX_SEATS], decl_pos, chain, chain_rank, chain_card;
    int undo_seat, undo_moved[PR_RUN], undo_len, undo_credited, undo_run_last;
    int winner, phase, turn, last;
} PorrazoState;

static int pr_to_move(const void *v) { return ((const PorrazoState *)v)->turn; }

static int pr_cards_left(const void *v) {
    const PorrazoState *k = v;
    int total = k->stock_len;
    for (int s = 0; s < k->n; s++) total += k->hand_len[s];
    return total;
}

static int pr_cost(const void *v) {
    const PorrazoState *k = v;
    return pr_cards_left(v) * k->spec->per_card + k->spec->per_playout;
}

static int pr_found(const PorrazoState *k, int seat, int *kind, int *rank) {
    const PorrazoSpec *sp = k->spec;
    if (k->hand_len[seat] != 3) return 0;
    int h = sp->holding[sp->rank[k->hands[seat][0]]][sp->rank[k->hands[seat][1]]][sp->rank[k->hands[seat][2]]];
    *kind = h >> 4;
    *rank = h & 15;
    return h != 0;
}

static int pr_chain_next(int chain) {
    return chain == CH_DISCARDED ? HOW_PORRAZO : chain == CH_PORRAZO ? HOW_COUNTER : HOW_SAN_BENITO;
}

static int pr_resolution(const PorrazoState *k, int r) {
    if (k->chain && r == k->chain_rank) return pr_chain_next(k->chain);
    for (int i = 0; i < k->table_len; i++)
        if (k->spec->rank[k->table[i]] == r) return HOW_CAPTURE;
    return HOW_PLACE;
}

static int pr_moves(void *v, int64_t *out) {
    PorrazoState *k = v;
    const PorrazoSpec *sp = k->spec;
    int n = 0;
    if (k->phase == PH_PLAY) {
        int p = k->turn, size = k->table_len;
        for (int i = 0; i < k->hand_len[p]; i++) {
            int b = k->hands[p][i], r = sp->rank[b];
            out[n++] = b;
            if (size <= sp->places - 1 && r == size + 1) {
                int how = pr_resolution(k, r);
                if (how == HOW_CAPTURE || how == HOW_PORRAZO || how == HOW_COUNTER) out[n++] = b + INPLACE;
            }
        }
        return n;
    }
    if (k->phase == PH_TENDIDO) {
        out[n++] = M_LAY;
        if (k->k != k->deals) out[n++] = M_WAIT;
        return n;
    }
    int kind, rank;
    if (!pr_found(k, k->turn, &kind, &rank)) {
        PyErr_SetString(PyExc_ValueError, "porrazo kernel: a declaration turn without a holding");
        return -1;
    }
    out[n++] = kind == K_RONDINE ? M_RONDINE : M_RONDA;
    out[n++] = M_SILENT;
    return n;
}

/* -- the rules, as in the Python kernel -------------------------------------------------------- */

static void pr_win(PorrazoState *k, int side) {
    k->winner = side;
    k->phase = PH_OVER;
    k->turn = -1;
}

static int pr_score(PorrazoState *k, int side, int points) {
    k->scores[side] += points;
    k->gain[side] += points;
    if (k->scores[side] >= k->target) {
        pr_win(k, side);
        return 1;
    }
    return 0;
}

static void pr_clear_chain(PorrazoState *k) {
    k->chain = CH_NONE;
    k->chain_rank = 0;
    k->chain_card = -1;
    k->undo_seat = -1;
    k->undo_len = 0;
}

static int pr_run(const PorrazoState *k, int first, int r, int *taken) {
    const PorrazoSpec *sp = k->spec;
    int oldest[PR_RANKS];
    for (int q = 0; q < PR_RANKS; q++) oldest[q] = -1;
    for (int i = 0; i < k->table_len; i++) {
        int t = k->table[i], q = sp->rank[t];
        if (oldest[q] < 0 && t != first) oldest[q] = t;
    }
    int n = 0;
    taken[n++] = first;
    int q = sp->succ[r];
    while (q != r && n < PR_RUN - 1) {
        int t = oldest[q];
        if (t < 0) break;
        taken[n++] = t;
        q = sp->succ[q];
    }
    return n;
}

static int pr_limpia(const PorrazoState *k, const int *captured, int count, int run_last) {
    const PorrazoSpec *sp = k->spec;
    if (k->limpia_last) return sp->value[sp->rank[run_last]];
    int top = 0;
    for (int i = 0; i < count; i++)
        if (sp->rank[captured[i]] > top) top = sp->rank[captured[i]];
    return sp->value[top];
}

static void remove_card(int *list, int *len, int card) {
    for (int i = 0; i < *len; i++) {
        if (list[i] == card) {
            memmove(list + i, list + i + 1, sizeof(int) * (*len - i - 1));
            (*len)--;
            return;
        }
    }
}

static void pr_take(PorrazoState *k, int seat, const int *taken, int count) {
    for (int i = 0; i < count; i++) remove_card(k->table, &k->table_len, taken[i]);
    k->piles[k->side[seat]] += count + 1;
    k->last = seat;
}

static void pr_next_declarer(PorrazoState *k, int start) {
    for (int pos = start; pos < k->n; pos++) {
        int kind, rank;
        if (pr_found(k, k->order[pos], &kind, &rank)) {
            k->decl_pos = pos;
            k->phase = PH_DECLARE;
            k->turn = k->order[pos];
            return;
        }
    }
    k->decl_pos = k->n;
    k->phase = PH_PLAY;
    k->turn = k->order[0];
}

static void pr_before_play(PorrazoState *k) {
    if (k->k == k->deals && k->stock_len) {
        int left = k->leftover < k->stock_len ? k->leftover : k->stock_len;
        if (!k->dead_6) {
            for (int i = 0; i < left; i++) k->table[k->table_len++] = k->stock[i];
        }
        memmove(k->stock, k->stock + left, sizeof(int) * (k->stock_len - left));
        k->stock_len -= left;
    }
    pr_next_declarer(k, 0);
}

/* The game package's score of the tendido: slot[0] its position points, slot[1] the number of
 * set groups, slot[2...] their points. */
static int64_t *pr_tendido_score(PorrazoState *k) {
    PorrazoSpec *sp = k->spec;
    int laid = sp->tendido_size < k->stock_len ? sp->tendido_size : k->stock_len;
    /* The key: how many cards of each rank the table holds (the sets count ranks) and the cards
     * laid, in order (their places score); 63 marks a card missing from a short stock. */
    int counts[PR_RANKS] = {0};
    int memo = 1;
    for (int i = 0; i < k->table_len; i++) memo &= ++counts[sp->rank[k->table[i]]] < 8;
    uint64_t key = 0;
    for (int r = 1; r < PR_RANKS; r++) key |= (uint64_t)counts[r] << (3 * (r - 1));
    for (int i = 0; i < 4; i++) key |= (uint64_t)(i < laid ? k->stock[i] : 63) << (39 + 6 * i);
    memo &= counts[0] == 0;
    if (memo) {
        int64_t *slot = memo_get(&sp->tendido, key);
        if (slot != NULL) return slot;
    }
    static int64_t scratch[8];
    PyObject *before = ints_list(k->table, k->table_len), *cards = ints_list(k->stock, laid);
    PyObject *got = before && cards ? PyObject_CallFunctionObjArgs(sp->tendido_cb, before, cards, NULL) : NULL;
    Py_XDECREF(before);
    Py_XDECREF(cards);
    if (got == NULL) return NULL;
    int position;
    PyObject *groups;
    int64_t row[8] = {0};
    if (!PyArg_ParseTuple(got, "iO", &position, &groups)) {
        Py_DECREF(got);
        return NULL;
    }
    row[0] = position;
    int g = read_i64s(groups, row + 2, 6, "tendido groups");
    Py_DECREF(got);
    if (g < 0) return NULL;
    row[1] = g;
    int64_t *slot = memo ? memo_put(&sp->tendido, key) : scratch;
    memcpy(slot, row, sizeof row);
    return slot;
}

static int pr_lay_tendido(PorrazoState *k) {
    int64_t *score = pr_tendido_score(k);
    if (score == NULL) return -1;
    int laid = k->spec->tendido_size < k->stock_len ? k->spec->tendido_size : k->stock_len;
    for (int i = 0; i < laid; i++) k->table[k->table_len++] = k->stock[i];
    memmove(k->stock, k->stock + laid, sizeof(int) * (k->stock_len - laid));
    k->stock_len -= laid;
    k->tendido_done = 1;
    int side = k->side[k->dealer];
    if (score[0] && pr_score(k, side, (int)score[0])) return 0;
    for (int i = 0; i < score[1]; i++)
        if (pr_score(k, side, (int)score[2 + i])) return 0;
    return 0;
}

static void pr_start_deal(PorrazoState *k) {
    const PorrazoSpec *sp = k->spec;
    k->k += 1;
    int at = 0;
    for (int i = 0; i < k->n; i++) {
        int seat = k->order[i];
        for (int j = 0; j < sp->packet && at < k->stock_len; j++) {
            if (k->hand_len[seat] < PR_HAND) k->hands[seat][k->hand_len[seat]++] = k->stock[at];
            at++;
        }
    }
    memmove(k->stock, k->stock + at, sizeof(int) * (k->stock_len - at));
    k->stock_len -= at;
    k->plays = 0;
    for (int s = 0; s < k->n; s++) {
        k->played_len[s] = 0;
        k->declared[s] = W_NONE;
    }
    k->decl_pos = -1;
    pr_clear_chain(k);
    if (!k->tendido_done) {
        k->phase = PH_TENDIDO;
        k->turn = k->dealer;
    } else {
        pr_before_play(k);
    }
}

static void pr_end_of_hand(PorrazoState *k) {
    if (k->table_len && k->last >= 0) {
        k->piles[k->side[k->last]] += k->table_len;
        k->table_len = 0;
    }
    int top = k->piles[0], count = 0, at = 0;
    for (int i = 0; i < k->n_sides; i++)
        if (k->piles[i] > top) top = k->piles[i];
    for (int i = 0; i < k->n_sides; i++)
        if (k->piles[i] == top) {
            if (!count) at = i;
            count++;
        }
    if (count == 1) {
        int second = -1;
        for (int i = 0; i < k->n_sides; i++)
            if (i != at && k->piles[i] > second) second = k->piles[i];
        if (pr_score(k, at, top - second)) return;
    }
    k->phase = PH_OVER;
    k->turn = -1;
}

static int pr_end_of_deal(PorrazoState *k) {
    const PorrazoSpec *sp = k->spec;
    pr_clear_chain(k);
    int best_key = -1, best_owner = -1, n_owned = 0;
    int owners[MAX_SEATS], kinds[MAX_SEATS], ranks[MAX_SEATS];
    for (int pos = 0; pos < k->n; pos++) {
        int s = k->order[pos];
        if (k->played_len[s] != 3) continue;
        int h = sp->holding[sp->rank[k->played[s][0]]][sp->rank[k->played[s][1]]][sp->rank[k->played[s][2]]];
        if (!h) continue;
        int owner, word = k->declared[s];
        if (word == W_RONDA || word == W_RONDINE) {
            owner = s;
        } else if (word == W_SILENT) {
            owner = -1;
            for (int i = 0; i < k->n; i++)
                if (k->side[k->order[i]] != k->side[s]) {
                    owner = k->order[i];
                    break;
                }
            if (owner < 0) continue;
        } else {
            continue;
        }
        int kind = h >> 4, r = h & 15;
        owners[n_owned] = owner;
        kinds[n_owned] = kind;
        ranks[n_owned] = r;
        n_owned++;
        int key = sp->strength[kind][r][pos];
        if (best_owner < 0 || key > best_key) {
            best_key = key;
            best_owner = owner;
        }
    }
    if (best_owner >= 0) {
        int side = k->side[best_owner];
        for (int i = 0; i < n_owned; i++)
            if (k->side[owners[i]] == side && pr_score(k, side, sp->worth[kinds[i]][ranks[i]])) return 0;
    }
    if (k->k < k->deals) {
        pr_start_deal(k);
    } else {
        pr_end_of_hand(k);
    }
    return 0;
}

static int pr_play_card(PorrazoState *k, int64_t move) {
    const PorrazoSpec *sp = k->spec;
    int seat = k->turn;
    int b = (int)(move & (INPLACE - 1));
    int at = -1;
    for (int i = 0; i < k->hand_len[seat]; i++)
        if (k->hands[seat][i] == b) at = i;
    if (at < 0 || move < 0 || move >= 2 * INPLACE) {
        PyErr_Format(PyExc_ValueError, "porrazo kernel: %lld is not a card of the hand to play", (long long)move);
        return -1;
    }
    int r = sp->rank[b], first = -1, how;
    if (move >= INPLACE) {
        how = HOW_PLACE;
    } else if (k->chain && r == k->chain_rank) {
        how = pr_chain_next(k->chain);
    } else {
        how = HOW_PLACE;
        for (int i = 0; i < k->table_len; i++)
            if (sp->rank[k->table[i]] == r) {
                how = HOW_CAPTURE;
                first = k->table[i];
                break;
            }
    }
    remove_card(k->hands[seat], &k->hand_len[seat], b);
    if (k->played_len[seat] < PR_HAND) k->played[seat][k->played_len[seat]++] = b;
    k->plays++;
    int n = k->n, final = k->plays == sp->packet * n && k->k == k->deals, side = k->side[seat];
    int taken[PR_RUN + 1], count;
    if (how == HOW_PLACE) {
        k->table[k->table_len++] = b;
        k->chain = CH_DISCARDED;
        k->chain_rank = r;
        k->chain_card = b;
        if (r <= sp->places && k->table_len == r && pr_score(k, side, r)) return 0;
    } else if (how == HOW_CAPTURE) {
        count = pr_run(k, first, r, taken);
        pr_take(k, seat, taken, count);
        if (k->chain) pr_clear_chain(k);
        taken[count] = b;
        if (!k->table_len && !final && pr_score(k, side, pr_limpia(k, taken, count + 1, taken[count - 1]))) return 0;
    } else if (how == HOW_PORRAZO) {
        count = pr_run(k, k->chain_card, r, taken);
        pr_take(k, seat, taken, count);
        int points = sp->value[r];
        taken[count] = b;
        int limpia = !k->table_len && !final ? pr_limpia(k, taken, count + 1, taken[count - 1]) : 0;
        k->chain = CH_PORRAZO;
        k->chain_rank = r;
        k->chain_card = -1;
        k->undo_seat = seat;
        k->undo_len = count + 1;
        memcpy(k->undo_moved, taken, sizeof(int) * (count + 1));
        k->undo_credited = points + limpia;
        k->undo_run_last = taken[count - 1];
        if (pr_score(k, side, points) || (limpia && pr_score(k, side, limpia))) return 0;
    } else if (how == HOW_COUNTER) {
        if (k->undo_seat < 0) {
            PyErr_SetString(PyExc_ValueError, "porrazo kernel: a counter-porrazo without a porrazo");
            return -1;
        }
        int p_side = k->side[k->undo_seat];
        k->piles[p_side] -= k->undo_len;
        if (k->undo_credited) {
            k->scores[p_side] -= k->undo_credited;
            k->gain[p_side] -= k->undo_credited;
        }
        int won[PR_RUN + 1];
        memcpy(won, k->undo_moved, sizeof(int) * k->undo_len);
        won[k->undo_len] = b;
        int won_len = k->undo_len + 1, run_last = k->undo_run_last;
        k->piles[side] += won_len;
        k->last = seat;
        k->chain = CH_COUNTERED;
        k->chain_rank = r;
        k->chain_card = -1;
        k->undo_seat = -1;
        k->undo_len = 0;
        if (pr_score(k, side, 3 * sp->value[r])) return 0;
        if (!k->table_len && !final && pr_score(k, side, pr_limpia(k, won, won_len, run_last))) return 0;
    } else {
        k->table[k->table_len++] = b;
        pr_win(k, side);
        return 0;
    }
    if (k->plays < sp->packet * n) {
        k->turn = k->order[k->plays % n];
        return 0;
    }
    return pr_end_of_deal(k);
}

static int pr_play(void *v, int64_t move) {
    PorrazoState *k = v;
    if (k->turn < 0) {
        PyErr_SetString(PyExc_ValueError, "porrazo kernel: the hand is over");
        return -1;
    }
    if (k->phase == PH_PLAY) return pr_play_card(k, move);
    if (k->phase == PH_TENDIDO) {
        if (move != M_LAY && move != M_WAIT) {
            PyErr_SetString(PyExc_ValueError, "porrazo kernel: the tendido is laid or kept");
            return -1;
        }
        if (move == M_LAY && pr_lay_tendido(k) < 0) return -1;
        if (k->winner < 0) pr_before_play(k);
        return 0;
    }
    if (move != M_RONDA && move != M_RONDINE && move != M_SILENT) {
        PyErr_SetString(PyExc_ValueError, "porrazo kernel: a declaration is ronda, rondine or silent");
        return -1;
    }
    k->declared[k->turn] = move == M_RONDA ? W_RONDA : move == M_RONDINE ? W_RONDINE : W_SILENT;
    pr_next_declarer(k, k->decl_pos + 1);
    return 0;
}

static int pr_raw_values(void *v, double *out) {
    const PorrazoState *k = v;
    for (int s = 0; s < k->n; s++) out[s] = (double)k->gain[k->side[s]];
    return k->n;
}

static int pr_values(void *v, double *out) {
    int n = pr_raw_values(v, out);
    double scale = ((PorrazoState *)v)->spec->scale;
    for (int s = 0; s < n; s++) out[s] = out[s] / scale;
    return n;
}

/* -- the playout ----------------------------------------------------------------------------- */

static int in_ranks(const int *ranks, int n, int r) {
    for (int i = 0; i < n; i++)
        if (ranks[i] == r) return 1;
    return 0;
}

static int64_t pr_policy(const PorrazoState *k, const int64_t *moves, int n_moves) {
    const PorrazoSpec *sp = k->spec;
    int seat = k->turn, n = k->n, side = k->side[seat], plays = k->plays + 1;
    int final = plays == sp->packet * n && k->k == k->deals;
    int nxt = plays < sp->packet * n ? k->order[plays % n] : -1;
    int reply[PR_HAND], n_reply = 0;
    if (nxt >= 0 && k->side[nxt] != side) {
        for (int i = 0; i < k->hand_len[nxt]; i++) reply[n_reply++] = sp->rank[k->hands[nxt][i]];
    }
    int table_ranks[PR_CARDS];
    for (int i = 0; i < k->table_len; i++) table_ranks[i] = sp->rank[k->table[i]];
    int chain_next = k->chain ? pr_chain_next(k->chain) : -1;
    int64_t best = moves[0];
    double best_value = -1e9;
    for (int i = 0; i < n_moves; i++) {
        int64_t m = moves[i];
        int b = (int)(m & (INPLACE - 1)), r = sp->rank[b], how;
        if (m >= INPLACE) {
            how = HOW_PLACE;
        } else if (chain_next >= 0 && r == k->chain_rank) {
            how = chain_next;
        } else {
            how = in_ranks(table_ranks, k->table_len, r) ? HOW_CAPTURE : HOW_PLACE;
        }
        int points = 0, cards = 0, chain = CH_DISCARDED;
        int left[PR_CARDS], n_left;
        if (how == HOW_SAN_BENITO) return m;
        if (how == HOW_COUNTER) {
            points = 3 * sp->value[r] + k->undo_credited;
            cards = k->undo_len + 1;
            chain = CH_COUNTERED;
            memcpy(left, table_ranks, sizeof(int) * k->table_len);
            n_left = k->table_len;
        } else if (how == HOW_PLACE) {
            if (r <= sp->places && k->table_len + 1 == r) points = r;
            memcpy(left, table_ranks, sizeof(int) * k->table_len);
            n_left = k->table_len;
            left[n_left++] = r;
        } else {
            int first = -1;
            if (how == HOW_PORRAZO) {
                first = k->chain_card;
            } else {
                for (int j = 0; j < k->table_len; j++)
                    if (table_ranks[j] == r) {
                        first = k->table[j];
                        break;
                    }
            }
            int taken[PR_RUN + 1];
            int count = pr_run(k, first, r, taken);
            cards = count + 1;
            n_left = 0;
            for (int j = 0; j < k->table_len; j++) {
                int t = k->table[j], in = 0;
                for (int q = 0; q < count; q++) in |= taken[q] == t;
                if (!in) left[n_left++] = sp->rank[t];
            }
            if (!n_left && !final) {
                int run_last = taken[count - 1];
                taken[count] = b;
                points += pr_limpia(k, taken, count + 1, run_last);
            }
            if (how == HOW_PORRAZO) {
                points += sp->value[r];
                chain = CH_PORRAZO;
            } else {
                chain = CH_NONE;
            }
        }
        if (k->scores[side] + points >= k->target) return m;
        double value = points + 0.3 * cards;
        if (n_reply) {
            double risk = 0.0;
            if (in_ranks(reply, n_reply, r) && chain != CH_NONE) {
                risk = chain == CH_COUNTERED ? 50.0
                       : (chain == CH_PORRAZO ? (double)(3 * sp->value[r] + points) : sp->value[r] + 1.0);
            }
            for (int j = 0; j < n_left; j++) {
                if (in_ranks(reply, n_reply, left[j])) {
                    double x = 1.0 + (n_left == 1 ? sp->value[left[j]] : 0.0);
                    if (x > risk) risk = x;
                }
            }
            value -= risk;
        }
        if (value > best_value) {
            best = m;
            best_value = value;
        }
    }
    return best;
}

static int pr_rollout(void *v, MT *mt) {
    PorrazoState *k = v;
    int64_t moves[MAX_MOVES];
    while (k->turn >= 0) {
        if (k->phase == PH_TENDIDO) {
            int lay = k->k == k->deals;
            if (!lay) {
                int64_t *score = pr_tendido_score(k);
                if (score == NULL) return -1;
                int64_t total = score[0];
                for (int i = 0; i < score[1]; i++) total += score[2 + i];
                lay = total >= 2;
            }
            if (pr_play(k, lay ? M_LAY : M_WAIT) < 0) return -1;
            continue;
        }
        if (k->phase == PH_DECLARE) {
            int kind = 0, rank;
            int found = pr_found(k, k->turn, &kind, &rank);
            if (pr_play(k, found && kind == K_RONDINE ? M_RONDINE : M_RONDA) < 0) return -1;
            continue;
        }
        int n = pr_moves(k, moves);
        if (n < 0) return -1;
        int64_t move;
        if (n == 1) {
            move = moves[0];
        } else if (mt_random(mt) < k->spec->epsilon) {
            move = moves[(int)(mt_random(mt) * n)];
        } else {
            move = pr_policy(k, moves, n);
        }
        if (pr_play(k, move) < 0) return -1;
    }
    return 0;
}

const WorldOps PORRAZO_OPS = {
    "porrazo", sizeof(PorrazoState), pr_to_move, pr_moves, pr_play, pr_rollout, pr_values, pr_raw_values,
    pr_cards_left, pr_cost,
};

/* -- building from Python ------------------------------------------------------------------- */

static void pr_spec_free(PyObject *capsule) {
    PorrazoSpec *sp = PyCapsule_GetPointer(capsule, "tarotdesk.porrazo_spec");
    Py_XDECREF(sp->tendido_cb);
    memo_free(&sp->tendido);
    PyMem_Free(sp);
}

/* porrazo_spec((size, packet, tendido_size, places, per_card, per_playout), rank, value, succ,
 * pairs, holdings, worth, strength, (epsilon, scale), tendido_cb): ``holdings`` are (a, b, c,
 * kind, rank) rows for every three ranks that hold something, ``worth`` (kind, rank, points) and
 * ``strength`` (kind, rank, position, ordinal) rows. */
static PyObject *porrazo_spec(PyObject *self, PyObject *args) {
    PyObject *ints, *rank, *value, *succ, *pairs, *holdings, *worth, *strength, *cb;
    double epsilon, scale;
    if (!PyArg_ParseTuple(args, "OOOOOOOO(dd)O", &ints, &rank, &value, &succ, &pairs, &holdings, &worth, &strength,
                          &epsilon, &scale, &cb))
        return NULL;
    PorrazoSpec *sp = PyMem_Calloc(1, sizeof(PorrazoSpec));
    if (sp == NULL) return PyErr_NoMemory();
    int v[6];
    int ok = read_ints(ints, v, 6, "ints") == 6;
    if (ok) {
        sp->size = v[0];
        sp->packet = v[1];
        sp->tendido_size = v[2];
        sp->places = v[3];
        sp->per_card = v[4];
        sp->per_playout = v[5];
        ok = sp->size > 0 && sp->size < INPLACE && sp->packet == 3 && sp->tendido_size >= 0 && sp->tendido_size <= 4;
    }
    ok = ok && read_ints(rank, sp->rank, PR_CARDS, "rank") == sp->size && read_ints(value, sp->value, PR_RANKS, "value") == PR_RANKS
         && read_ints(succ, sp->succ, PR_RANKS, "succ") == PR_RANKS && read_ints(pairs, sp->pairs, 8, "pairs") >= 0;
    for (int i = 0; ok && i < sp->size; i++) ok = sp->rank[i] >= 0 && sp->rank[i] < PR_RANKS;
    for (int i = 0; ok && i < PR_RANKS; i++) ok = sp->succ[i] >= 0 && sp->succ[i] < PR_RANKS;
    PyObject *lists[3] = {holdings, worth, strength};
    int widths[3] = {5, 3, 4};
    for (int which = 0; ok && which < 3; which++) {
        PyObject *rows = PySequence_Tuple(lists[which]);
        ok = rows != NULL;
        for (Py_ssize_t i = 0; ok && i < PyTuple_Size(rows); i++) {
            int row[5];
            ok = read_ints(PyTuple_GetItem(rows, i), row, 5, "holding table") == widths[which];
            for (int j = 0; ok && j < widths[which] - (which == 2 ? 1 : 0); j++) ok = row[j] >= 0 && row[j] < PR_RANKS;
            if (!ok) break;
            if (which == 0) {
                ok = row[3] <= 2;
                sp->holding[row[0]][row[1]][row[2]] = (unsigned char)(row[3] << 4 | row[4]);
            } else if (which == 1) {
                ok = row[0] <= 2;
                if (ok) sp->worth[row[0]][row[1]] = row[2];
            } else {
                ok = row[0] <= 2 && row[2] < MAX_SEATS;
                if (ok) sp->strength[row[0]][row[1]][row[2]] = row[3];
            }
        }
        Py_XDECREF(rows);
    }
    ok = ok && PyCallable_Check(cb) && memo_init(&sp->tendido, 8) == 0;
    if (!ok) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "porrazo_spec: malformed tables");
        memo_free(&sp->tendido);
        PyMem_Free(sp);
        return NULL;
    }
    sp->epsilon = epsilon;
    sp->scale = scale;
    Py_INCREF(cb);
    sp->tendido_cb = cb;
    PyObject *capsule = PyCapsule_New(sp, "tarotdesk.porrazo_spec", pr_spec_free);
    if (capsule == NULL) {
        Py_DECREF(cb);
        PyMem_Free(sp);
    }
    return capsule;
}

static int read_list_of_cards(PyObject *seq, int rows, int (*out)[PR_HAND], int *lens, int size, const char *what) {
    PyObject *t = PySequence_Tuple(seq);
    if (t == NULL) return -1;
    int ok = PyTuple_Size(t) == rows;
    for (int s = 0; ok && s < rows; s++) {
        lens[s] = read_ints(PyTuple_GetItem(t, s), out[s], PR_HAND, what);
        ok = lens[s] >= 0;
        for (int i = 0; ok && i < lens[s]; i++) ok = out[s][i] >= 0 && out[s][i] < size;
    }
    Py_DECREF(t);
    return ok ? 0 : -1;
}

/* porrazo_world(cls, owner, ints, order, side, hands, played, stock, table, piles, scores, gain,
 * declared, undo_moved) with ints = (n, dealer, target, limpia_last, sets_all, dead_6, leftover,
 * deals, k, tendido_done, plays, decl_pos, chain, chain_rank, chain_card, undo_seat,
 * undo_credited, undo_run_last, winner, phase, turn, last) */
static PyObject *porrazo_world(PyObject *self, PyObject *args) {
    PyObject *cls, *owner, *ints, *order, *side, *hands, *played, *stock, *table, *piles, *scores, *gain, *declared, *moved;
    if (!PyArg_ParseTuple(args, "OO!OOOOOOOOOOOO", &cls, &PyTuple_Type, &owner, &ints, &order, &side, &hands, &played,
                          &stock, &table, &piles, &scores, &gain, &declared, &moved))
        return NULL;
    PorrazoState k;
    memset(&k, 0, sizeof k);
    k.spec = PyTuple_Size(owner) >= 1 ? capsule_of(PyTuple_GetItem(owner, 0), "tarotdesk.porrazo_spec") : NULL;
    if (k.spec == NULL) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "porrazo_world: the owner holds the spec");
        return NULL;
    }
    int v[22];
    int ok = read_ints(ints, v, 22, "ints") == 22;
    if (ok) {
        k.n = v[0], k.dealer = v[1], k.target = v[2], k.limpia_last = v[3], k.sets_all = v[4], k.dead_6 = v[5];
        k.leftover = v[6], k.deals = v[7], k.k = v[8], k.tendido_done = v[9], k.plays = v[10], k.decl_pos = v[11];
        k.chain = v[12], k.chain_rank = v[13], k.chain_card = v[14], k.undo_seat = v[15], k.undo_credited = v[16];
        k.undo_run_last = v[17], k.winner = v[18], k.phase = v[19], k.turn = v[20], k.last = v[21];
    }
    int n = k.n, size = k.spec->size;
    ok = ok && n >= 2 && n <= MAX_SEATS && k.dealer >= 0 && k.dealer < n && k.turn >= -1 && k.turn < n
         && k.last >= -1 && k.last < n && k.undo_seat >= -1 && k.undo_seat < n && k.phase >= 0 && k.phase <= PH_OVER
         && k.chain >= 0 && k.chain <= CH_COUNTERED && k.chain_rank >= 0 && k.chain_rank < PR_RANKS
         && k.chain_card >= -1 && k.chain_card < size && k.plays >= 0 && k.leftover >= 0;
    ok = ok && read_ints(order, k.order, n, "order") == n && read_ints(side, k.side, n, "side") == n
         && read_list_of_cards(hands, n, k.hands, k.hand_len, size, "hands") == 0
         && read_list_of_cards(played, n, k.played, k.played_len, size, "played") == 0
         && (k.stock_len = read_ints(stock, k.stock, PR_CARDS, "stock")) >= 0
         && (k.table_len = read_ints(table, k.table, PR_CARDS, "table")) >= 0
         && (k.n_sides = read_ints(piles, k.piles, MAX_SEATS, "piles")) >= 2
         && read_ints(scores, k.scores, MAX_SEATS, "scores") == k.n_sides && read_ints(gain, k.gain, MAX_SEATS, "gain") == k.n_sides
         && read_ints(declared, k.declared, n, "declared") == n
         && (k.undo_len = read_ints(moved, k.undo_moved, PR_RUN, "undo")) >= 0;
    for (int s = 0; ok && s < n; s++) ok = k.order[s] >= 0 && k.order[s] < n && k.side[s] >= 0 && k.side[s] < k.n_sides;
    for (int i = 0; ok && i < k.stock_len; i++) ok = k.stock[i] >= 0 && k.stock[i] < size;
    for (int i = 0; ok && i < k.table_len; i++) ok = k.table[i] >= 0 && k.table[i] < size;
    for (int i = 0; ok && i < k.undo_len; i++) ok = k.undo_moved[i] >= 0 && k.undo_moved[i] < size;
    ok = ok && k.undo_run_last >= -1 && k.undo_run_last < size && (k.winner < 0 || k.winner < k.n_sides);
    if (!ok) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "porrazo_world: a seat, a card or a count out of range");
        return NULL;
    }
    return world_new(cls, &PORRAZO_OPS, &k, owner);
}

static PyObject *lists_of(int (*rows)[PR_HAND], const int *lens, int n) {
    PyObject *out = PyList_New(n);
    for (int s = 0; out != NULL && s < n; s++) PyList_SetItem(out, s, ints_list(rows[s], lens[s]));
    return out;
}

static PyObject *porrazo_state(PyObject *self, PyObject *o) {
    if (!is_world(o) || ((WorldObject *)o)->ops != &PORRAZO_OPS) {
        PyErr_SetString(PyExc_TypeError, "expected a native porrazo world");
        return NULL;
    }
    PorrazoState *k = ((WorldObject *)o)->st;
    int v[22] = {k->n, k->dealer, k->target, k->limpia_last, k->sets_all, k->dead_6, k->leftover, k->deals, k->k,
                 k->tendido_done, k->plays, k->decl_pos, k->chain, k->chain_rank, k->chain_card, k->undo_seat,
                 k->undo_credited, k->undo_run_last, k->winner, k->phase, k->turn, k->last};
    return Py_BuildValue("(NNNNNNNNNNNN)", ints_list(v, 22), ints_list(k->order, k->n), ints_list(k->side, k->n),
                         lists_of(k->hands, k->hand_len, k->n), lists_of(k->played, k->played_len, k->n),
                         ints_list(k->stock, k->stock_len), ints_list(k->table, k->table_len),
                         ints_list(k->piles, k->n_sides), ints_list(k->scores, k->n_sides), ints_list(k->gain, k->n_sides),
                         ints_list(k->declared, k->n), ints_list(k->undo_moved, k->undo_len));
}

PyMethodDef PORRAZO_METHODS[] = {
    {"porrazo_spec", porrazo_spec, METH_VARARGS, "The Porrazo kernel's tables and the game package's tendido score."},
    {"porrazo_world", porrazo_world, METH_VARARGS, "A Porrazo world from the Python kernel's fields."},
    {"porrazo_state", porrazo_state, METH_O, "The fields of a Porrazo world (porrazo_world's order, after cls and owner)."},
    {NULL, NULL, 0, NULL},
};
