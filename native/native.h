/* The compiled playout kernels and tree walk of tarotdesk (the extension module
 * tarotdesk.ai._native): what the parts share.
 *
 * A world is a complete deal under search: a family's state as one plain struct (no pointer
 * it owns, so a copy is a memcpy) and the family's operations on it (WorldOps). The rule data
 * a state reads (trick tables, point tables, settlements) lives in spec objects built by the
 * Python side from the game packages and kept alive by the Python world object.
 *
 * Every random number comes from the caller's random.Random, continued here (MT19937 exactly
 * as CPython runs it) and handed back, so that a playout or a search draws the same numbers
 * and makes the same choices as the Python kernels it mirrors.
 */
#ifndef TAROTDESK_NATIVE_H
#define TAROTDESK_NATIVE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

/* -- the caller's generator ---------------------------------------------------------------- */

#define MT_N 624

typedef struct {
    uint32_t state[MT_N];
    int index;
} MT;

uint32_t mt_next(MT *m);
/* random.Random.random(): 53 bits from two words. */
static inline double mt_random(MT *m) {
    uint32_t a = mt_next(m) >> 5, b = mt_next(m) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}
/* Read the state of a random.Random (getstate) into m; keep what setstate needs in *saved. */
int mt_load(PyObject *rng, MT *m, PyObject **saved);
/* Put m back into the random.Random (setstate), releasing *saved. */
int mt_store(PyObject *rng, const MT *m, PyObject *saved);

/* -- bits -------------------------------------------------------------------------------------- */

#if defined(_MSC_VER)
#include <intrin.h>
static inline int top_bit(uint64_t m) { unsigned long i; _BitScanReverse64(&i, m); return (int)i; }
static inline int low_bit(uint64_t m) { unsigned long i; _BitScanForward64(&i, m); return (int)i; }
static inline int pop_count(uint64_t m) { return (int)__popcnt64(m); }
#else
static inline int top_bit(uint64_t m) { return 63 - __builtin_clzll(m); }
static inline int low_bit(uint64_t m) { return __builtin_ctzll(m); }
static inline int pop_count(uint64_t m) { return __builtin_popcountll(m); }
#endif

/* -- worlds -------------------------------------------------------------------------------- */

#define MAX_SEATS 8
#define MAX_MOVES 1024

typedef struct WorldOps {
    const char *name;
    Py_ssize_t size;                              /* bytes of the state struct */
    int (*to_move)(const void *st);               /* the seat to act, -1 when over */
    int (*moves)(void *st, int64_t *out);         /* the legal moves in the kernel's order; -1: error */
    int (*play)(void *st, int64_t move);          /* 0, or -1 on error */
    int (*rollout)(void *st, MT *mt);             /* the rule-based playout to the end; 0 or -1 */
    int (*values)(void *st, double *out);         /* per seat, reward units; the count, or -1 */
    int (*raw_values)(void *st, double *out);     /* per seat, game points; the count, or -1 */
    int (*cards_left)(const void *st);
    int (*cost)(const void *st);
} WorldOps;

/* The Python object of a world: the state, its operations, and the objects (specs) whose data
 * the state's pointers read, which a copy shares. */
typedef struct {
    PyObject_HEAD
    const WorldOps *ops;
    void *st;
    PyObject *owner;
} WorldObject;

extern PyTypeObject *World_Type;

int is_world(PyObject *o);
/* A new world of type ``cls`` (World or a subclass) owning a copy of ``st``. */
PyObject *world_new(PyObject *cls, const WorldOps *ops, const void *st, PyObject *owner);

/* -- reading arguments --------------------------------------------------------------------- */

int read_ints(PyObject *seq, int *out, Py_ssize_t cap, const char *what);   /* the count, or -1 */
int read_i64s(PyObject *seq, int64_t *out, Py_ssize_t cap, const char *what);
int read_u64s(PyObject *seq, uint64_t *out, Py_ssize_t cap, const char *what);
int read_doubles(PyObject *seq, double *out, Py_ssize_t cap, const char *what);
PyObject *ints_list(const int *v, int n);
PyObject *u64s_list(const uint64_t *v, int n);

/* A capsule's pointer by name, with a clear TypeError otherwise. */
void *capsule_of(PyObject *o, const char *name);

/* A small open-addressing table from 64-bit keys to a slot of ``width`` int64 values, for the
 * answers a kernel asks its game package for (computed once, then read). */
typedef struct {
    uint64_t *keys;
    int64_t *vals;
    unsigned char *used;
    Py_ssize_t cap, count, width, limit;
} Memo;

int memo_init(Memo *m, Py_ssize_t width);
/* A memo that may grow to ``limit`` slots (a power of two) before it starts again empty. */
int memo_init_limit(Memo *m, Py_ssize_t width, Py_ssize_t limit);
void memo_free(Memo *m);
int64_t *memo_get(Memo *m, uint64_t key);              /* NULL if absent */
int64_t *memo_put(Memo *m, uint64_t key);              /* the slot to fill (the table emptied when full) */

/* -- the families -------------------------------------------------------------------------- */

extern const WorldOps TAROKK_OPS;
extern PyMethodDef TAROKK_METHODS[];
extern const WorldOps MATTAZZA_OPS;
extern PyMethodDef MATTAZZA_METHODS[];
extern const WorldOps LOMBARD_OPS;
extern PyMethodDef LOMBARD_METHODS[];
extern const WorldOps CIRULLA_OPS;
extern PyMethodDef CIRULLA_METHODS[];
extern const WorldOps PORRAZO_OPS;
extern PyMethodDef PORRAZO_METHODS[];

/* -- the search ---------------------------------------------------------------------------- */

extern PyMethodDef SEARCH_METHODS[];
int search_init(PyObject *module);

/* Python's float sum of a short vector, as the search's margins take it. */
static inline double sum_values(const double *v, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

#endif
