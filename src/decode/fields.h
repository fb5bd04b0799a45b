/* A struct read from the tracee, printed from a table of its fields:
 * each a field of syscalls/structs.list's layouts and how it is shown
 * (decoders whose structs are mostly plain fields: io_uring_register's
 * arguments, rseq's). */
#ifndef ABITRACE_DECODE_FIELDS_H
#define ABITRACE_DECODE_FIELDS_H

#include "printers.h"
#include "structs_gen.h"

enum sfield_kind {
	SF_DEC,		/* unsigned decimal */
	SF_SDEC,	/* signed decimal */
	SF_HEX,
	SF_ADDR,	/* NULL or hex */
	SF_FD,
	SF_FLAGS,	/* set's names, unknown bits in hex */
	SF_ENUM,	/* set's name or "0x.. / * PREFIX_??? * /" */
	SF_ENUM_IF0,	/* SF_ENUM when field `when` is 0, else SF_HEX */
	SF_NZ,		/* hex, shown when set; an array when any is */
	SF_NZ_IN,	/* name={field=hex}, shown when set */
	SF_NAMED_DEC,	/* set's name, else unsigned decimal */
	SF_FN,		/* fn(value) prints it */
	SF_OPEN,	/* name={ ... of the fields up to SF_CLOSE */
	SF_CLOSE,
};

struct sfield {
	enum layout_field f;
	unsigned char kind;
	const struct xlat *set;
	const char *name;	/* NULL: the field's name in structs.list */
	enum layout_field when;	/* SF_ENUM_IF0's */
	/* Shown only when field if_f is if_v (a union's member); ok: and
	 * at the exit of a call that worked (what the kernel filled). */
	bool has_if, ok;
	enum layout_field if_f;
	uint32_t if_v;
	const char *sub;	/* SF_NZ_IN's field name */
	void (*fn)(const struct pctx *c, uint64_t v);	/* SF_FN's */
};

/* A field of a union member: shown when sel is v. */
#define SF_IF(f, kind, set, name, sel, v) \
	{ f, kind, set, name, 0, true, false, sel, v }
#define SF_IF_OK(f, kind, set, name, sel, v) \
	{ f, kind, set, name, 0, true, true, sel, v }

/* "{...}": the fields of the struct in b (the call's personality's
 * layout), as the table says. */
void print_fields(const struct pctx *c, const struct sfield *f, unsigned n,
		  const unsigned char *b);
/* The same fields without the braces, inside a struct the caller
 * opened (one it goes on with: a chain's link). */
void print_fields_in(const struct pctx *c, const struct sfield *f,
		     unsigned n, const unsigned char *b);

#endif
