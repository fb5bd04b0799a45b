/* Operation-dispatched arguments: calls whose later arguments mean what
 * an operation code in an earlier one says (prctl's option, keyctl's
 * operation, fcntl's command, ioctl's request). Each call's operations
 * are the lines of a list in syscalls/ (prctl.list, keyctl.list,
 * fcntl.list, ptrace.list, ioctls.list; bpf.list for the struct each
 * command passes), one row shape for all of them, which
 * syscalls/gen/genops.awk turns into a struct op_table that the call's
 * decoder includes after its printers (so their fn: printers stay
 * static; opfn: printers are declared by the table). */
#ifndef ABT_DECODE_OPARGS_H
#define ABT_DECODE_OPARGS_H

#include "decode/printers.h"

/* How one argument is shown (a list's shape word in brackets; the
 * words ending in 32 are the same kinds with low32 set: the value's low
 * 32 bits only). */
enum oa_kind {
	OA_NONE,	/* [-] not shown */
	OA_UINT,	/* [uint], [uint32] unsigned decimal */
	OA_INT,		/* [int] signed decimal, the low 32 bits */
	OA_HEX,		/* [hex] */
	OA_ADDR,	/* [addr] an address */
	OA_STR,		/* [str] a NUL-terminated string, cut at -s */
	OA_BUF,		/* [buf:argN] the bytes, as many as argument N says */
	OA_IOV,		/* [iov:argN] an iovec array of argument N entries */
	OA_ENUM,	/* [enum:SET:UNKNOWN], [enum32:...] a value of
			 * xlat/SET.in, UNKNOWN the name of one outside it */
	OA_FLAGS,	/* [flags:SET:UNKNOWN], [flags32:...] a set of them */
	OA_FN,		/* [fn:FUNCTION] the decoder's own printer, at entry */
	OA_OUT,		/* [out:FUNCTION] the same, at exit: what the kernel
			 * wrote (the address when the call failed) */
	OA_EXIT,	/* [exit:FUNCTION] at exit, whether or not the call
			 * failed */
	OA_FD,		/* [fd] a descriptor */
	OA_IN,		/* [in:TYPE] a pointer to a TYPE (at) the kernel
			 * reads: "[value]" at entry */
	OA_AT_OUT,	/* [out:TYPE] one it writes: at exit, the address
			 * when the call failed */
	OA_OPFN,	/* [opfn:FUNCTION] the decoder's printer given the
			 * operation too, at entry: it shows the argument
			 * when it wants to, its result is the decoder's */
};

/* What OA_IN and OA_AT_OUT point to (TYPE). */
enum oa_at {
	OAT_INT, OAT_UINT,	/* 4 bytes */
	OAT_ULONG,		/* the tracee's long */
	OAT_U64, OAT_S64,
	OAT_HEX32, OAT_HEX64,	/* in hex */
	OAT_U64PAIR,		/* [a, b] */
	OAT_FLAGS, OAT_ENUM,	/* a u32 of the set */
};

/* One argument's shape. A table's rows share these (the generator
 * writes each distinct shape once), so they may be roomy: the rows,
 * hundreds of them, hold only their index. */
struct op_arg {
	unsigned char kind;		/* enum oa_kind */
	bool low32;			/* the low 32 bits only */
	unsigned char len;		/* OA_BUF, OA_IOV: the argument that
					 * holds the length (0 = the first) */
	unsigned char at;		/* OA_IN, OA_AT_OUT: enum oa_at */
	const struct xlat *set;		/* OA_ENUM, OA_FLAGS, OAT_FLAGS,
					 * OAT_ENUM */
	const char *dflt;		/* their name of an unknown value */
	union {
		/* OA_FN, OA_OUT, OA_EXIT */
		void (*fn)(const struct pctx *c, uint64_t v);
		/* OA_OPFN */
		int (*opfn)(const struct pctx *c, unsigned op, uint64_t v);
	};
};

/* One operation: its arguments after the operation's own (as many as
 * the list's %args, OA_NONE those not shown), then from argument rest
 * on (rest > 0) the words in hex, and its printer of the result (none:
 * a number). The row holds no pointer, so that the table is small and
 * needs no relocation at start: its arguments are %args indexes into
 * the table's shapes, from argv[arg] on; ret an index into its
 * printers (0: none). op is the operation's number, or in a %byname
 * table (ioctl: the number differs between ABIs) where its name starts
 * in the table's names. Read a row through the functions below. */
struct op_row {
	unsigned op;
	unsigned short arg;
	unsigned char rest;
	unsigned char ret;
};

/* A generated table (syscalls/gen/genops.awk makes it, the one place
 * that knows the layout). */
struct op_table {
	const struct op_row *rows;
	unsigned n;
	unsigned nargs;			/* %args */
	const struct op_arg *shapes;	/* [0]: OA_NONE */
	const unsigned char *argv;	/* indexes into shapes */
	const ret_printer *rets;	/* [0]: NULL */
	const char *names;		/* %byname: the names, NUL after each */
};

/* A field of a struct an operation passes (a %fields row of its list):
 * the field f (enum layout_field of structs.list), how it is shown
 * (kind: the decoder's own enum, from %kinds), and when. group: shown
 * only when the size the caller passed goes past the field's start
 * (fields came to the struct in groups, and strace shows as many
 * groups as the size covers). when/mask: shown only when field `when`
 * has a bit of mask; a field whose length another holds names it in
 * `when` too. after: shown only when the size goes past `when`'s
 * start. out: the kernel writes it; it and the fields after it are
 * shown at exit, the struct opened at entry going on. */
struct op_field {
	const struct xlat *set;
	unsigned f;
	unsigned when;
	uint32_t mask;
	unsigned char kind;
	bool group;
	bool after;
	bool out;
};

/* An operation that passes a struct (a %structs row): its fields, the
 * name of the member they are shown inside ("test={...}"), NULL when
 * they are shown flat; more shows the fields that depend on others
 * (and returns where they end); at_exit: the kernel writes most of it,
 * shown at exit; ret, the printer of the result or NULL. */
struct op_struct {
	unsigned op;
	unsigned n;
	const struct op_field *fields;
	const char *wrap;
	size_t (*more)(const struct pctx *c, const unsigned char *b,
		       uint64_t size);
	ret_printer ret;
	bool at_exit;
};

/* The row of op in a generated table, or NULL. */
const struct op_row *op_find(const struct op_table *t, unsigned op);
#define OP_FIND(t, op) op_find(&(t), (op))

/* A row's argument i (0: the one after the operation's own), its
 * printer of the result (NULL: a number), its name (%byname). */
static inline const struct op_arg *op_row_arg(const struct op_table *t,
					      const struct op_row *r, int i)
{
	return &t->shapes[t->argv[r->arg + i]];
}

static inline ret_printer op_row_ret(const struct op_table *t,
				     const struct op_row *r)
{
	return t->rets[r->ret];
}

static inline const char *op_row_name(const struct op_table *t,
				      const struct op_row *r)
{
	return t->names + r->op;
}

const struct op_struct *op_struct_find(const struct op_struct *t, size_t n,
				       unsigned op);
#define OP_STRUCT_FIND(t, op) op_struct_find((t), ARRAY_SIZE(t), (op))

/* Shows argument i of the n in a (the call's arguments as the kernel
 * sees them) as oa says; no separator. A length in an argument past
 * the n shows the address alone. */
void op_arg_show(const struct pctx *c, const struct op_arg *oa,
		 const uint64_t *a, size_t n, int i);

/* Whether oa is shown at exit. */
bool op_arg_at_exit(const struct op_arg *oa);

/* The row's arguments, each after ", ": at entry those up to the first
 * shown at exit, at exit the rest (a is the call's n arguments, a[0]
 * the operation's). */
void op_args_show(const struct pctx *c, const struct op_table *t,
		  const struct op_row *r, const uint64_t *a, size_t n);

#endif
