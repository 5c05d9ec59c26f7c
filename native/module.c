/* The module tarotdesk.ai._native: the caller's generator, the world type, argument helpers.
 *
 * Built with the limited API (abi3): one binary serves every Python from 3.11 on.
 */
#include "native.h"

/* -- MT19937, step for step as CPython's _randommodule.c ---------------------------------- */

#define MT_M 397
#define MATRIX_A 0x9908b0dfU
#define UPPER_MASK 0x80000000U
#define LOWER_MASK 0x7fffffffU

uint32_t mt_next(MT *m) {
    static const uint32_t mag01[2] = {0x0U, MATRIX_A};
    uint32_t y;
    uint32_t *mt = m->state;
    if (m->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
            mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
            mt[kk] = mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (mt[MT_N - 1] & UPPER_MASK) | (mt[0] & LOWER_MASK);
        mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        m->index = 0;
    }
    y = mt[m->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

int mt_load(PyObject *rng, MT *m, PyObject **saved) {
    if (!PyObject_HasAttrString(rng, "getstate") || !PyObject_HasAttrString(rng, "setstate")) {
        PyErr_SetString(PyExc_TypeError, "the compiled kernels draw from a random.Random (MT19937), not from this generator");
        return -1;
    }
    PyObject *state = PyObject_CallMethod(rng, "getstate", NULL);
    if (state == NULL) return -1;
    PyObject *internal = PyTuple_Check(state) && PyTuple_Size(state) == 3 ? PyTuple_GetItem(state, 1) : NULL;
    if (internal == NULL || !PyTuple_Check(internal) || PyTuple_Size(internal) != MT_N + 1) {
        Py_DECREF(state);
        PyErr_SetString(PyExc_TypeError, "the generator's state is not that of random.Random (MT19937)");
        return -1;
    }
    for (int i = 0; i < MT_N; i++) {
        m->state[i] = (uint32_t)PyLong_AsUnsignedLong(PyTuple_GetItem(internal, i));
    }
    m->index = (int)PyLong_AsLong(PyTuple_GetItem(internal, MT_N));
    if (PyErr_Occurred()) {
        Py_DECREF(state);
        return -1;
    }
    *saved = state;
    return 0;
}

int mt_store(PyObject *rng, const MT *m, PyObject *saved) {
    PyObject *internal = PyTuple_New(MT_N + 1);
    if (internal == NULL) {
        Py_DECREF(saved);
        return -1;
    }
    for (int i = 0; i < MT_N; i++) {
        PyTuple_SetItem(internal, i, PyLong_FromUnsignedLong(m->state[i]));
    }
    PyTuple_SetItem(internal, MT_N, PyLong_FromLong(m->index));
    PyObject *version = PyTuple_GetItem(saved, 0);
    PyObject *gauss = PyTuple_GetItem(saved, 2);
    PyObject *state = PyTuple_Pack(3, version, internal, gauss);
    Py_DECREF(internal);
    Py_DECREF(saved);
    if (state == NULL) return -1;
    PyObject *r = PyObject_CallMethod(rng, "setstate", "(O)", state);
    Py_DECREF(state);
    if (r == NULL) return -1;
    Py_DECREF(r);
    return 0;
}

/* random() and getrandbits(k) of a random.Random continued here: for the tests that hold the
 * generator equal to CPython's. */
static PyObject *draw(PyObject *self, PyObject *args) {
    PyObject *rng;
    long k, count;
    if (!PyArg_ParseTuple(args, "Oll", &rng, &k, &count)) return NULL;
    if (k < 0 || k > 64 || count < 0) {
        PyErr_SetString(PyExc_ValueError, "draw(rng, k, count): k is 0 for random(), else 1 to 64 bits");
        return NULL;
    }
    MT m;
    PyObject *saved;
    if (mt_load(rng, &m, &saved) < 0) return NULL;
    PyObject *out = PyList_New(count);
    for (long i = 0; out != NULL && i < count; i++) {
        PyObject *v;
        if (k == 0) {
            v = PyFloat_FromDouble(mt_random(&m));
        } else if (k <= 32) {
            v = PyLong_FromUnsignedLong(mt_next(&m) >> (32 - k));
        } else {
            uint64_t low = mt_next(&m);
            uint64_t high = mt_next(&m) >> (64 - k);
            v = PyLong_FromUnsignedLongLong(low | high << 32);
        }
        PyList_SetItem(out, i, v);
    }
    if (mt_store(rng, &m, saved) < 0) {
        Py_XDECREF(out);
        return NULL;
    }
    return out;
}

/* -- argument helpers ------------------------------------------------------------------------ */

#define READ_SEQ(NAME, TYPE, CONVERT)                                                           \
    int NAME(PyObject *seq, TYPE *out, Py_ssize_t cap, const char *what) {                      \
        PyObject *fast = PySequence_Tuple(seq);                                                 \
        if (fast == NULL) return -1;                                                            \
        Py_ssize_t n = PyTuple_Size(fast);                                                      \
        if (n > cap) {                                                                          \
            Py_DECREF(fast);                                                                    \
            PyErr_Format(PyExc_ValueError, "%s: %zd items, at most %zd", what, n, cap);         \
            return -1;                                                                          \
        }                                                                                       \
        for (Py_ssize_t i = 0; i < n; i++) {                                                    \
            out[i] = (TYPE)CONVERT(PyTuple_GetItem(fast, i));                                   \
        }                                                                                       \
        Py_DECREF(fast);                                                                        \
        if (PyErr_Occurred()) return -1;                                                        \
        return (int)n;                                                                          \
    }

READ_SEQ(read_ints, int, PyLong_AsLong)
READ_SEQ(read_i64s, int64_t, PyLong_AsLongLong)
READ_SEQ(read_u64s, uint64_t, PyLong_AsUnsignedLongLongMask)
READ_SEQ(read_doubles, double, PyFloat_AsDouble)

PyObject *ints_list(const int *v, int n) {
    PyObject *out = PyList_New(n);
    for (int i = 0; out != NULL && i < n; i++) PyList_SetItem(out, i, PyLong_FromLong(v[i]));
    return out;
}

PyObject *u64s_list(const uint64_t *v, int n) {
    PyObject *out = PyList_New(n);
    for (int i = 0; out != NULL && i < n; i++) PyList_SetItem(out, i, PyLong_FromUnsignedLongLong(v[i]));
    return out;
}

void *capsule_of(PyObject *o, const char *name) {
    if (!PyCapsule_IsValid(o, name)) {
        PyErr_Format(PyExc_TypeError, "expected a %s", name);
        return NULL;
    }
    return PyCapsule_GetPointer(o, name);
}

/* -- memo tables ----------------------------------------------------------------------------- */

#define MEMO_START 1024
#define MEMO_LIMIT (1 << 17)

int memo_init(Memo *m, Py_ssize_t width) { return memo_init_limit(m, width, MEMO_LIMIT); }

int memo_init_limit(Memo *m, Py_ssize_t width, Py_ssize_t limit) {
    m->limit = limit;
    m->cap = MEMO_START;
    m->count = 0;
    m->width = width;
    m->keys = PyMem_Calloc(m->cap, sizeof(uint64_t));
    m->vals = PyMem_Calloc(m->cap * width, sizeof(int64_t));
    m->used = PyMem_Calloc(m->cap, 1);
    if (!m->keys || !m->vals || !m->used) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

void memo_free(Memo *m) {
    PyMem_Free(m->keys);
    PyMem_Free(m->vals);
    PyMem_Free(m->used);
    m->keys = NULL;
    m->vals = NULL;
    m->used = NULL;
}

static inline Py_ssize_t memo_slot(const Memo *m, uint64_t key) {
    uint64_t h = key * 0x9E3779B97F4A7C15ULL;
    return (Py_ssize_t)((h ^ (h >> 29)) & (uint64_t)(m->cap - 1));
}

int64_t *memo_get(Memo *m, uint64_t key) {
    Py_ssize_t i = memo_slot(m, key);
    while (m->used[i]) {
        if (m->keys[i] == key) return m->vals + i * m->width;
        i = (i + 1) & (m->cap - 1);
    }
    return NULL;
}

static int memo_grow(Memo *m) {
    Memo bigger;
    bigger.cap = m->cap * 2;
    bigger.width = m->width;
    bigger.limit = m->limit;
    bigger.count = 0;
    bigger.keys = PyMem_Calloc(bigger.cap, sizeof(uint64_t));
    bigger.vals = PyMem_Calloc(bigger.cap * m->width, sizeof(int64_t));
    bigger.used = PyMem_Calloc(bigger.cap, 1);
    if (!bigger.keys || !bigger.vals || !bigger.used) {
        memo_free(&bigger);
        return -1;
    }
    for (Py_ssize_t i = 0; i < m->cap; i++) {
        if (!m->used[i]) continue;
        Py_ssize_t j = memo_slot(&bigger, m->keys[i]);
        while (bigger.used[j]) j = (j + 1) & (bigger.cap - 1);
        bigger.used[j] = 1;
        bigger.keys[j] = m->keys[i];
        memcpy(bigger.vals + j * m->width, m->vals + i * m->width, m->width * sizeof(int64_t));
        bigger.count++;
    }
    memo_free(m);
    *m = bigger;
    return 0;
}

int64_t *memo_put(Memo *m, uint64_t key) {
    if ((m->count + 1) * 2 > m->cap) {
        if (m->cap >= m->limit || memo_grow(m) < 0) {
            /* Full (or no memory to grow): start again empty, as the Python tables do. */
            memset(m->used, 0, m->cap);
            m->count = 0;
        }
    }
    Py_ssize_t i = memo_slot(m, key);
    while (m->used[i]) {
        if (m->keys[i] == key) return m->vals + i * m->width;
        i = (i + 1) & (m->cap - 1);
    }
    m->used[i] = 1;
    m->keys[i] = key;
    m->count++;
    return m->vals + i * m->width;
}

/* -- the world type ---------------------------------------------------------------------------- */

PyTypeObject *World_Type = NULL;

int is_world(PyObject *o) { return PyObject_TypeCheck(o, World_Type); }

PyObject *world_new(PyObject *cls, const WorldOps *ops, const void *st, PyObject *owner) {
    if (!PyType_Check(cls) || !PyType_IsSubtype((PyTypeObject *)cls, World_Type)) {
        PyErr_SetString(PyExc_TypeError, "a native world's class must derive from World");
        return NULL;
    }
    allocfunc alloc = (allocfunc)PyType_GetSlot((PyTypeObject *)cls, Py_tp_alloc);
    WorldObject *w = (WorldObject *)alloc((PyTypeObject *)cls, 0);
    if (w == NULL) return NULL;
    w->ops = ops;
    w->st = PyMem_Malloc(ops->size);
    if (w->st == NULL) {
        Py_DECREF(w);
        return PyErr_NoMemory();
    }
    memcpy(w->st, st, ops->size);
    Py_XINCREF(owner);
    w->owner = owner;
    return (PyObject *)w;
}

static void world_dealloc(PyObject *self) {
    WorldObject *w = (WorldObject *)self;
    PyTypeObject *tp = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    PyMem_Free(w->st);
    w->st = NULL;
    Py_CLEAR(w->owner);
    freefunc free_fn = (freefunc)PyType_GetSlot(tp, Py_tp_free);
    free_fn(self);
    Py_DECREF(tp);
}

static int world_traverse(PyObject *self, visitproc visit, void *arg) {
    Py_VISIT(((WorldObject *)self)->owner);
    Py_VISIT(Py_TYPE(self));
    return 0;
}

static int world_clear(PyObject *self) {
    Py_CLEAR(((WorldObject *)self)->owner);
    return 0;
}

static WorldObject *live(PyObject *self) {
    WorldObject *w = (WorldObject *)self;
    if (w->st == NULL || w->ops == NULL) {
        PyErr_SetString(PyExc_TypeError, "a World is made by a family's constructor, not directly");
        return NULL;
    }
    return w;
}

static PyObject *w_to_move(PyObject *self, PyObject *unused) {
    WorldObject *w = live(self);
    return w ? PyLong_FromLong(w->ops->to_move(w->st)) : NULL;
}

static PyObject *w_moves(PyObject *self, PyObject *unused) {
    WorldObject *w = live(self);
    if (w == NULL) return NULL;
    int64_t moves[MAX_MOVES];
    int n = w->ops->to_move(w->st) < 0 ? 0 : w->ops->moves(w->st, moves);
    if (n < 0) return NULL;
    PyObject *out = PyList_New(n);
    for (int i = 0; out != NULL && i < n; i++) PyList_SetItem(out, i, PyLong_FromLongLong(moves[i]));
    return out;
}

static PyObject *w_play(PyObject *self, PyObject *arg) {
    WorldObject *w = live(self);
    if (w == NULL) return NULL;
    int64_t move = PyLong_AsLongLong(arg);
    if (move == -1 && PyErr_Occurred()) return NULL;
    if (w->ops->play(w->st, move) < 0) return NULL;
    Py_RETURN_NONE;
}

static PyObject *w_copy(PyObject *self, PyObject *unused) {
    WorldObject *w = live(self);
    return w ? world_new((PyObject *)Py_TYPE(self), w->ops, w->st, w->owner) : NULL;
}

static PyObject *doubles_list(const double *v, int n) {
    PyObject *out = PyList_New(n);
    for (int i = 0; out != NULL && i < n; i++) PyList_SetItem(out, i, PyFloat_FromDouble(v[i]));
    return out;
}

static PyObject *w_values(PyObject *self, PyObject *unused) {
    WorldObject *w = live(self);
    if (w == NULL) return NULL;
    double v[MAX_SEATS];
    int n = w->ops->values(w->st, v);
    return n < 0 ? NULL : doubles_list(v, n);
}

static PyObject *w_raw_values(PyObject *self, PyObject *unused) {
    WorldObject *w = live(self);
    if (w == NULL) return NULL;
    double v[MAX_SEATS];
    int n = w->ops->raw_values(w->st, v);
    return n < 0 ? NULL : doubles_list(v, n);
}

static PyObject *w_rollout(PyObject *self, PyObject *rng) {
    WorldObject *w = live(self);
    if (w == NULL) return NULL;
    MT m;
    PyObject *saved;
    if (mt_load(rng, &m, &saved) < 0) return NULL;
    int bad = w->ops->rollout(w->st, &m);
    if (mt_store(rng, &m, saved) < 0 || bad < 0) return NULL;
    return w_values(self, NULL);
}

static PyObject *w_cards_left(PyObject *self, PyObject *unused) {
    WorldObject *w = live(self);
    return w ? PyLong_FromLong(w->ops->cards_left(w->st)) : NULL;
}

static PyObject *w_cost(PyObject *self, PyObject *unused) {
    WorldObject *w = live(self);
    return w ? PyLong_FromLong(w->ops->cost(w->st)) : NULL;
}

static PyObject *w_family(PyObject *self, PyObject *unused) {
    WorldObject *w = live(self);
    return w ? PyUnicode_FromString(w->ops->name) : NULL;
}

static PyObject *w_owner(PyObject *self, PyObject *unused) {
    WorldObject *w = live(self);
    if (w == NULL) return NULL;
    PyObject *owner = w->owner ? w->owner : Py_None;
    Py_INCREF(owner);
    return owner;
}

static PyMethodDef world_methods[] = {
    {"owner", w_owner, METH_NOARGS, "The objects whose data the world reads (its family's specs), shared by copies."},
    {"to_move", w_to_move, METH_NOARGS, "The seat to act, or -1 when the deal is over."},
    {"moves", w_moves, METH_NOARGS, "The legal moves of the seat to act, in the kernel's order."},
    {"play", w_play, METH_O, "Perform a legal move."},
    {"copy", w_copy, METH_NOARGS, "An independent copy."},
    {"rollout", w_rollout, METH_O, "Play to the end by the family's playout policy (drawing from the "
                                   "random.Random given); return the values."},
    {"values", w_values, METH_NOARGS, "Each seat's result, in reward units."},
    {"raw_values", w_raw_values, METH_NOARGS, "Each seat's result, in game points."},
    {"cards_left", w_cards_left, METH_NOARGS, "Cards still to be played."},
    {"cost", w_cost, METH_NOARGS, "Estimated work of one playout from here (the search budget's unit)."},
    {"family", w_family, METH_NOARGS, "The name of the family's kernel."},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot world_slots[] = {
    {Py_tp_doc, "A complete deal under search, in a compiled kernel (see tarotdesk.ai.native)."},
    {Py_tp_dealloc, world_dealloc},
    {Py_tp_traverse, world_traverse},
    {Py_tp_clear, world_clear},
    {Py_tp_methods, world_methods},
    {0, NULL},
};

static PyType_Spec world_spec = {
    "tarotdesk.ai._native.World",
    sizeof(WorldObject),
    0,
    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    world_slots,
};

/* -- the module ------------------------------------------------------------------------------- */

static PyMethodDef module_methods[] = {
    {"draw", draw, METH_VARARGS, "draw(rng, k, count): count values of random() (k=0) or getrandbits(k), "
                                 "drawn here from rng's state, which then advances as if Python drew them."},
    {NULL, NULL, 0, NULL},
};

static int add_methods(PyObject *module, PyMethodDef *defs) {
    for (PyMethodDef *d = defs; d->ml_name != NULL; d++) {
        PyObject *f = PyCFunction_NewEx(d, NULL, NULL);
        if (f == NULL || PyModule_AddObject(module, d->ml_name, f) < 0) {
            Py_XDECREF(f);
            return -1;
        }
    }
    return 0;
}

static int exec_module(PyObject *module) {
    World_Type = (PyTypeObject *)PyType_FromSpec(&world_spec);
    if (World_Type == NULL) return -1;
    Py_INCREF((PyObject *)World_Type);
    if (PyModule_AddObject(module, "World", (PyObject *)World_Type) < 0) return -1;
    PyMethodDef *families[] = {TAROKK_METHODS, CIRULLA_METHODS, PORRAZO_METHODS, MATTAZZA_METHODS, LOMBARD_METHODS, SEARCH_METHODS};
    for (size_t i = 0; i < sizeof(families) / sizeof(families[0]); i++) {
        if (add_methods(module, families[i]) < 0) return -1;
    }
    if (search_init(module) < 0) return -1;
    return PyModule_AddIntConstant(module, "MAX_MOVES", MAX_MOVES);
}

static PyModuleDef_Slot module_slots[] = {
    {Py_mod_exec, exec_module},
    {0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    "_native",
    "Compiled playout kernels, exact endgame solver and ISMCTS tree walk of tarotdesk (optional: the "
    "Python kernels are the reference and the fallback).",
    0,
    module_methods,
    module_slots,
    NULL,
    NULL,
    NULL,
};

PyMODINIT_FUNC PyInit__native(void) { return PyModuleDef_Init(&module_def); }
