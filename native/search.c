/* ISMCTS over compiled worlds and the exact endgame solver: tarotdesk/ai/search/ismcts.py and
 * endgame.py step for step (the same draws from the caller's generator, the same ties, the same
 * floating-point operations in the same order), so that a search decides as the Python one.
 */
#include <math.h>

#include "native.h"

/* -- the tree ---------------------------------------------------------------------------------- */

typedef struct {
    int64_t key, move;
    int seat, n, avail;
    double w, w2;
    int first, last, next; /* children in the order they were made */
} Node;

typedef struct {
    Node *nodes;
    int count, cap;
} Tree;

static void tree_free(Tree *t) {
    PyMem_Free(t->nodes);
    t->nodes = NULL;
    t->count = t->cap = 0;
}

static int tree_add(Tree *t, int parent, int64_t key, int64_t move, int seat) {
    if (t->count == t->cap) {
        int cap = t->cap ? t->cap * 2 : 1024;
        Node *bigger = PyMem_Realloc(t->nodes, (size_t)cap * sizeof(Node));
        if (bigger == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        t->nodes = bigger;
        t->cap = cap;
    }
    int i = t->count++;
    Node *ch = &t->nodes[i];
    ch->key = key;
    ch->move = move;
    ch->seat = seat;
    ch->n = ch->avail = 0;
    ch->w = ch->w2 = 0.0;
    ch->first = ch->last = ch->next = -1;
    if (parent >= 0) {
        Node *p = &t->nodes[parent];
        if (p->last >= 0) {
            t->nodes[p->last].next = i;
        } else {
            p->first = i;
        }
        p->last = i;
    }
    return i;
}

static int find_child(const Tree *t, int parent, int64_t key) {
    for (int c = t->nodes[parent].first; c >= 0; c = t->nodes[c].next)
        if (t->nodes[c].key == key) return c;
    return -1;
}

static void tree_capsule_free(PyObject *capsule) {
    Tree *t = PyCapsule_GetPointer(capsule, "tarotdesk.tree");
    tree_free(t);
    PyMem_Free(t);
}

/* -- the table of solved endgames (world, moves played) -> values --------------------------- */

typedef struct {
    uint64_t hash;
    int world, len, n;
    Py_ssize_t at; /* where its moves start in the arena */
    double values[MAX_SEATS];
} Solved;

typedef struct {
    Solved *items;
    int count, cap;
    int *index; /* open addressing over items, -1 empty */
    int index_cap;
    int64_t *arena;
    Py_ssize_t used, arena_cap;
} SolvedTable;

static void solved_free(SolvedTable *s) {
    PyMem_Free(s->items);
    PyMem_Free(s->index);
    PyMem_Free(s->arena);
    memset(s, 0, sizeof *s);
}

static uint64_t trail_hash(int world, const int64_t *trail, int len) {
    uint64_t h = 1469598103934665603ULL ^ (uint64_t)world;
    for (int i = 0; i < len; i++) {
        h ^= (uint64_t)trail[i];
        h *= 1099511628211ULL;
        h ^= h >> 31;
    }
    return h;
}

static int solved_reindex(SolvedTable *s, int cap) {
    int *index = PyMem_Malloc((size_t)cap * sizeof(int));
    if (index == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (int i = 0; i < cap; i++) index[i] = -1;
    for (int i = 0; i < s->count; i++) {
        int j = (int)(s->items[i].hash & (uint64_t)(cap - 1));
        while (index[j] >= 0) j = (j + 1) & (cap - 1);
        index[j] = i;
    }
    PyMem_Free(s->index);
    s->index = index;
    s->index_cap = cap;
    return 0;
}

static Solved *solved_find(SolvedTable *s, uint64_t h, int world, const int64_t *trail, int len) {
    if (s->index_cap == 0) return NULL;
    int j = (int)(h & (uint64_t)(s->index_cap - 1));
    while (s->index[j] >= 0) {
        Solved *e = &s->items[s->index[j]];
        if (e->hash == h && e->world == world && e->len == len
            && memcmp(s->arena + e->at, trail, (size_t)len * sizeof(int64_t)) == 0)
            return e;
        j = (j + 1) & (s->index_cap - 1);
    }
    return NULL;
}

static Solved *solved_add(SolvedTable *s, uint64_t h, int world, const int64_t *trail, int len) {
    if ((s->count + 1) * 2 > s->index_cap && solved_reindex(s, s->index_cap ? s->index_cap * 2 : 1024) < 0) return NULL;
    if (s->count == s->cap) {
        int cap = s->cap ? s->cap * 2 : 512;
        Solved *bigger = PyMem_Realloc(s->items, (size_t)cap * sizeof(Solved));
        if (bigger == NULL) {
            PyErr_NoMemory();
            return NULL;
        }
        s->items = bigger;
        s->cap = cap;
    }
    if (s->used + len > s->arena_cap) {
        Py_ssize_t cap = s->arena_cap ? s->arena_cap * 2 : 8192;
        while (cap < s->used + len) cap *= 2;
        int64_t *bigger = PyMem_Realloc(s->arena, (size_t)cap * sizeof(int64_t));
        if (bigger == NULL) {
            PyErr_NoMemory();
            return NULL;
        }
        s->arena = bigger;
        s->arena_cap = cap;
    }
    Solved *e = &s->items[s->count];
    e->hash = h;
    e->world = world;
    e->len = len;
    e->at = s->used;
    memcpy(s->arena + s->used, trail, (size_t)len * sizeof(int64_t));
    s->used += len;
    int j = (int)(h & (uint64_t)(s->index_cap - 1));
    while (s->index[j] >= 0) j = (j + 1) & (s->index_cap - 1);
    s->index[j] = s->count++;
    return e;
}

/* -- margins and the exact solver -------------------------------------------------------------- */

/* margins(): each value minus the mean (unchanged when the mean is 0). */
static void margins(double *v, int n) {
    double mean = sum_values(v, n) / n;
    if (mean != 0.0)
        for (int i = 0; i < n; i++) v[i] = v[i] - mean;
}

/* Scratch states for the solver's recursion, one per depth (a buffer never moves once made). */
typedef struct {
    void **bufs;
    int cap;
    Py_ssize_t size;
} Stack;

static void *stack_at(Stack *s, int depth) {
    if (depth >= s->cap) {
        int cap = s->cap ? s->cap * 2 : 32;
        while (cap <= depth) cap *= 2;
        void **bigger = PyMem_Realloc(s->bufs, (size_t)cap * sizeof(void *));
        if (bigger == NULL) {
            PyErr_NoMemory();
            return NULL;
        }
        for (int i = s->cap; i < cap; i++) bigger[i] = NULL;
        s->bufs = bigger;
        s->cap = cap;
    }
    if (s->bufs[depth] == NULL) {
        s->bufs[depth] = PyMem_Malloc(s->size);
        if (s->bufs[depth] == NULL) PyErr_NoMemory();
    }
    return s->bufs[depth];
}

static void stack_free(Stack *s) {
    for (int i = 0; i < s->cap; i++) PyMem_Free(s->bufs[i]);
    PyMem_Free(s->bufs);
    s->bufs = NULL;
    s->cap = 0;
}

/* _maxn(): plays the forced moves on ``st`` itself, then tries every move on a copy. */
static int maxn(const WorldOps *ops, void *st, int relative, Stack *stack, int depth, double *out) {
    int64_t moves[MAX_MOVES];
    int n_moves = 0;
    int p = ops->to_move(st);
    while (p >= 0) {
        n_moves = ops->moves(st, moves);
        if (n_moves < 0) return -1;
        if (n_moves != 1) break;
        if (ops->play(st, moves[0]) < 0) return -1;
        p = ops->to_move(st);
    }
    if (p < 0) {
        int n = ops->values(st, out);
        if (n < 0) return -1;
        if (relative) margins(out, n);
        return n;
    }
    if (n_moves == 0) {
        PyErr_SetString(PyExc_RuntimeError, "solve: a seat to act without a legal move");
        return -1;
    }
    void *child = stack_at(stack, depth);
    if (child == NULL) return -1;
    double best_v = -1e300, vec[MAX_SEATS];
    int n = 0;
    for (int i = 0; i < n_moves; i++) {
        memcpy(child, st, ops->size);
        if (ops->play(child, moves[i]) < 0) return -1;
        int got = maxn(ops, child, relative, stack, depth + 1, vec);
        if (got < 0) return -1;
        if (vec[p] > best_v) {
            best_v = vec[p];
            n = got;
            memcpy(out, vec, sizeof(double) * got);
        }
    }
    return n;
}

static PyObject *doubles_list(const double *v, int n) {
    PyObject *out = PyList_New(n);
    for (int i = 0; out != NULL && i < n; i++) PyList_SetItem(out, i, PyFloat_FromDouble(v[i]));
    return out;
}

/* solve(world, relative): endgame.solve / solve_margin on a compiled world (which it plays on). */
static PyObject *py_solve(PyObject *self, PyObject *args) {
    PyObject *o;
    int relative;
    if (!PyArg_ParseTuple(args, "Op", &o, &relative)) return NULL;
    if (!is_world(o)) {
        PyErr_SetString(PyExc_TypeError, "solve: expected a native world");
        return NULL;
    }
    WorldObject *w = (WorldObject *)o;
    Stack stack = {NULL, 0, w->ops->size};
    double out[MAX_SEATS];
    int n = maxn(w->ops, w->st, relative, &stack, 0, out);
    stack_free(&stack);
    return n < 0 ? NULL : doubles_list(out, n);
}

/* -- ISMCTS ------------------------------------------------------------------------------------ */

typedef struct {
    const WorldOps *ops;
    void **worlds;
    int n_worlds, root_seat, solver, solve_below, flat, margin;
    double exploration;
    Tree tree;
    SolvedTable solved;
    Stack stack;
    int64_t *trail;
    int trail_cap;
} Search;

static int push_trail(Search *s, int *len, int64_t move) {
    if (*len == s->trail_cap) {
        int cap = s->trail_cap ? s->trail_cap * 2 : 256;
        int64_t *bigger = PyMem_Realloc(s->trail, (size_t)cap * sizeof(int64_t));
        if (bigger == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        s->trail = bigger;
        s->trail_cap = cap;
    }
    s->trail[(*len)++] = move;
    return 0;
}

/* _solved(): the solver's values for this world and these moves, solved once. */
static int solved_values(Search *s, int wi, int len, void *world, double *out) {
    uint64_t h = trail_hash(wi, s->trail, len);
    Solved *e = solved_find(&s->solved, h, wi, s->trail, len);
    if (e == NULL) {
        double v[MAX_SEATS];
        int n = maxn(s->ops, world, s->solver == 2, &s->stack, 0, v);
        if (n < 0) return -1;
        e = solved_add(&s->solved, h, wi, s->trail, len);
        if (e == NULL) return -1;
        memcpy(e->values, v, sizeof v);
        e->n = n;
    }
    memcpy(out, e->values, sizeof(double) * e->n);
    return e->n;
}

#define PATH_CAP 4096

static inline int64_t key_of(int64_t move, int seat) { return move * 8 + seat; }

/* _descend(): one iteration in ``world``; the nodes passed go to ``path``. */
static int descend(Search *s, void *world, int wi, int *path, int *path_len, MT *mt, int has_first,
                   int64_t first, double *values) {
    const WorldOps *ops = s->ops;
    Tree *t = &s->tree;
    int node = 0, len = 0;
    int64_t moves[MAX_MOVES];
    int64_t fresh_key[MAX_MOVES], fresh_move[MAX_MOVES];
    for (;;) {
        int seat = ops->to_move(world);
        if (seat < 0) return ops->values(world, values);
        if (s->solver && ops->cards_left(world) <= s->solve_below) {
            return solved_values(s, wi, len, world, values);
        }
        int n_moves = ops->moves(world, moves);
        if (n_moves < 0) return -1;
        if (n_moves == 0) {
            PyErr_SetString(PyExc_RuntimeError, "search: a seat to act without a legal move");
            return -1;
        }
        if (n_moves == 1) {
            if (ops->play(world, moves[0]) < 0 || push_trail(s, &len, moves[0]) < 0) return -1;
            continue;
        }
        int forced = 0;
        int64_t forced_move = 0;
        if (has_first) {
            for (int i = 0; i < n_moves; i++)
                if (moves[i] == first) {
                    forced = 1;
                    forced_move = first;
                    break;
                }
        }
        has_first = 0;
        int n_fresh = 0, best = -1;
        double best_score = -1e300;
        for (int i = 0; i < n_moves; i++) {
            int64_t k = key_of(moves[i], seat);
            int ch = find_child(t, node, k);
            if (ch < 0) {
                fresh_key[n_fresh] = k;
                fresh_move[n_fresh] = moves[i];
                n_fresh++;
                continue;
            }
            Node *c = &t->nodes[ch];
            c->avail += 1;
            if (!n_fresh) {
                double score = c->w / c->n + s->exploration * sqrt(log((double)c->avail) / c->n);
                if (score > best_score) {
                    best_score = score;
                    best = ch;
                }
            }
        }
        if (forced) {
            int64_t k = key_of(forced_move, seat);
            best = find_child(t, node, k);
            n_fresh = 0;
            if (best < 0) {
                fresh_key[0] = k;
                fresh_move[0] = forced_move;
                n_fresh = 1;
            }
        }
        if (n_fresh) {
            int pick = forced ? 0 : (int)(mt_random(mt) * n_fresh);
            int ch = tree_add(t, node, fresh_key[pick], fresh_move[pick], seat);
            if (ch < 0) return -1;
            t->nodes[ch].avail = 1;
            if (ops->play(world, fresh_move[pick]) < 0 || push_trail(s, &len, fresh_move[pick]) < 0) return -1;
            path[(*path_len)++] = ch;
            break;
        }
        if (*path_len >= PATH_CAP - 1) {
            PyErr_SetString(PyExc_RuntimeError, "search: a path deeper than the tree walk allows");
            return -1;
        }
        int64_t move = t->nodes[best].move;
        if (ops->play(world, move) < 0 || push_trail(s, &len, move) < 0) return -1;
        path[(*path_len)++] = best;
        if (s->flat) break;
        node = best;
    }
    if (s->solver && ops->cards_left(world) <= s->solve_below && ops->to_move(world) >= 0) {
        return solved_values(s, wi, len, world, values);
    }
    if (ops->rollout(world, mt) < 0) return -1;
    return ops->values(world, values);
}

static int bisect_right(const double *a, int n, double x) {
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (x < a[mid]) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    return lo;
}

/* search(worlds, root_seat, iterations, rng, weights, exploration, deadline, clock, solver,
 * solve_below, check_every, margin, focus, focus_share, flat) -> (tree, iterations done, stopped
 * by the clock). ``solver``: 0 none, 1 max-n, 2 max-n on margins. ``focus``: a move or None. */
static PyObject *py_search(PyObject *self, PyObject *args) {
    PyObject *worlds_o, *rng, *weights_o, *deadline_o, *clock, *focus_o;
    int root_seat, iterations, solver, solve_below, check_every, margin, flat;
    double exploration, focus_share;
    if (!PyArg_ParseTuple(args, "OiiOOdOOiiipOdp", &worlds_o, &root_seat, &iterations, &rng, &weights_o,
                          &exploration, &deadline_o, &clock, &solver, &solve_below, &check_every, &margin,
                          &focus_o, &focus_share, &flat))
        return NULL;
    PyObject *worlds_t = PySequence_Tuple(worlds_o);
    if (worlds_t == NULL) return NULL;
    Search s;
    memset(&s, 0, sizeof s);
    s.n_worlds = (int)PyTuple_Size(worlds_t);
    PyObject *result = NULL;
    double *cumulative = NULL;
    int *path = NULL;
    void *scratch = NULL;
    MT mt;
    PyObject *saved = NULL;
    if (s.n_worlds == 0) {
        PyErr_SetString(PyExc_ValueError, "search: no world");
        goto done;
    }
    s.worlds = PyMem_Calloc(s.n_worlds, sizeof(void *));
    if (s.worlds == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (int i = 0; i < s.n_worlds; i++) {
        PyObject *o = PyTuple_GetItem(worlds_t, i);
        if (!is_world(o) || (i && ((WorldObject *)o)->ops != s.ops)) {
            PyErr_SetString(PyExc_TypeError, "search: every world must be a native world of one family");
            goto done;
        }
        s.ops = ((WorldObject *)o)->ops;
        s.worlds[i] = ((WorldObject *)o)->st;
    }
    s.root_seat = root_seat;
    s.solver = solver;
    s.solve_below = solve_below;
    s.flat = flat;
    s.margin = margin;
    s.exploration = exploration;
    s.stack.size = s.ops->size;
    int has_weights = weights_o != Py_None;
    if (has_weights) {
        cumulative = PyMem_Malloc(sizeof(double) * s.n_worlds);
        if (cumulative == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        if (read_doubles(weights_o, cumulative, s.n_worlds, "weights") != s.n_worlds) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "search: one weight per world");
            goto done;
        }
        double total = 0.0;
        for (int i = 0; i < s.n_worlds; i++) {
            total += cumulative[i];
            cumulative[i] = total;
        }
    }
    int has_deadline = deadline_o != Py_None;
    double deadline = has_deadline ? PyFloat_AsDouble(deadline_o) : 0.0;
    if (has_deadline && PyErr_Occurred()) goto done;
    int has_focus = focus_o != Py_None;
    int64_t focus = has_focus ? PyLong_AsLongLong(focus_o) : 0;
    if (has_focus && PyErr_Occurred()) goto done;
    int64_t focus_key = key_of(focus, root_seat);
    int mask = check_every - 1;
    scratch = PyMem_Malloc(s.ops->size);
    path = PyMem_Malloc(sizeof(int) * PATH_CAP);
    if (scratch == NULL || path == NULL || tree_add(&s.tree, -1, 0, 0, root_seat) < 0) {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        goto done;
    }
    if (mt_load(rng, &mt, &saved) < 0) goto done;
    int done_count = 0, by_clock = 0, bad = 0;
    for (int it = 0; it < iterations; it++) {
        if (has_deadline && (it & mask) == mask) {
            PyObject *now = PyObject_CallNoArgs(clock);
            if (now == NULL) {
                bad = 1;
                break;
            }
            double t = PyFloat_AsDouble(now);
            Py_DECREF(now);
            if (t > deadline) {
                by_clock = 1;
                break;
            }
        }
        int wi;
        if (has_weights) {
            wi = bisect_right(cumulative, s.n_worlds, mt_random(&mt) * cumulative[s.n_worlds - 1]);
            if (wi > s.n_worlds - 1) wi = s.n_worlds - 1;
        } else {
            wi = it % s.n_worlds;
        }
        int has_first = 0;
        if (has_focus) {
            int f = find_child(&s.tree, 0, focus_key);
            int visits = f >= 0 ? s.tree.nodes[f].n : 0;
            if (visits < focus_share * (it + 1)) has_first = 1;
        }
        memcpy(scratch, s.worlds[wi], s.ops->size);
        int path_len = 0;
        double values[MAX_SEATS];
        int n = descend(&s, scratch, wi, path, &path_len, &mt, has_first, focus, values);
        if (n < 0) {
            bad = 1;
            break;
        }
        if (margin) margins(values, n);
        for (int i = 0; i < path_len; i++) {
            Node *ch = &s.tree.nodes[path[i]];
            double v = values[ch->seat];
            ch->n += 1;
            ch->w += v;
            ch->w2 += v * v;
        }
        done_count++;
    }
    if (mt_store(rng, &mt, saved) < 0 || bad) goto done;
    Tree *kept = PyMem_Malloc(sizeof(Tree));
    if (kept == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    *kept = s.tree;
    s.tree.nodes = NULL;
    PyObject *capsule = PyCapsule_New(kept, "tarotdesk.tree", tree_capsule_free);
    if (capsule == NULL) {
        tree_free(kept);
        PyMem_Free(kept);
        goto done;
    }
    result = Py_BuildValue("(Nii)", capsule, done_count, by_clock);
done:
    Py_DECREF(worlds_t);
    PyMem_Free(s.worlds);
    PyMem_Free(cumulative);
    PyMem_Free(path);
    PyMem_Free(scratch);
    PyMem_Free(s.trail);
    tree_free(&s.tree);
    solved_free(&s.solved);
    stack_free(&s.stack);
    return result;
}

/* tree_children(tree, node): ((key, seat, move, n, w, w2, avail, index), ...) in the order made. */
static PyObject *py_tree_children(PyObject *self, PyObject *args) {
    PyObject *capsule;
    int node;
    if (!PyArg_ParseTuple(args, "Oi", &capsule, &node)) return NULL;
    Tree *t = capsule_of(capsule, "tarotdesk.tree");
    if (t == NULL) return NULL;
    if (node < 0 || node >= t->count) {
        PyErr_SetString(PyExc_IndexError, "tree_children: no such node");
        return NULL;
    }
    PyObject *out = PyList_New(0);
    for (int c = t->nodes[node].first; out != NULL && c >= 0; c = t->nodes[c].next) {
        Node *ch = &t->nodes[c];
        PyObject *row = Py_BuildValue("(LiLiddii)", (long long)ch->key, ch->seat, (long long)ch->move, ch->n, ch->w,
                                      ch->w2, ch->avail, c);
        if (row == NULL || PyList_Append(out, row) < 0) {
            Py_XDECREF(row);
            Py_DECREF(out);
            return NULL;
        }
        Py_DECREF(row);
    }
    return out;
}

PyMethodDef SEARCH_METHODS[] = {
    {"search", py_search, METH_VARARGS, "ISMCTS over native worlds (tarotdesk.ai.search.ismcts.search)."},
    {"tree_children", py_tree_children, METH_VARARGS, "The children of a node of a searched tree."},
    {"solve", py_solve, METH_VARARGS, "Max-n (on margins if relative) of a native world, played on it."},
    {NULL, NULL, 0, NULL},
};

int search_init(PyObject *module) { return 0; }
