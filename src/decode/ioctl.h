/* ioctl decoding, shared by the request families (ioctl_*.c). */
#ifndef ABT_DECODE_IOCTL_H
#define ABT_DECODE_IOCTL_H

#include "decode/printers.h"
#include <linux/ioctl.h>
#include <string.h>

/* What a family decoder did with the argument. */
enum {
	IOCTL_UNKNOWN,	/* not decoded: shown as a word in hex */
	IOCTL_DONE,	/* shown */
	IOCTL_LATER,	/* (entry) call again at exit: the kernel fills it */
	IOCTL_NOARG,	/* the request takes no argument: not shown */
};

/* Every name the tables give cmd, sorted; returns how many. */
unsigned ioctl_names(const struct pctx *c, unsigned cmd, const char **names,
		     unsigned max);
/* Whether the tables name any request of this type byte (a family
 * decoder, or a driver abitrace knows of, owns the type). */
bool ioctl_type_named(const struct pctx *c, unsigned type);
/* A name made of a family's macro ("EVIOCGBIT(EV_KEY, 8)") into buf;
 * returns its length, 0 when cmd is no such request. */
size_t ioctl_macro_name(const struct pctx *c, unsigned cmd, char *buf,
			size_t size);
/* The argument of cmd, by its family (ioctl_dispatch.c). */
int ioctl_decode(const struct pctx *c, unsigned cmd, uint64_t arg);

/* The struct of len bytes the argument points to (the low 32 bits of
 * the address for a 32-bit tracee), read into buf and opened with
 * v_struct_begin(): true, the decoder shows its fields and closes it.
 * False with *rc what the decoder returns: the address printed when it
 * cannot be read (IOCTL_DONE). ioctl_exit_struct: the kernel fills it,
 * so nothing at entry (IOCTL_LATER) and the address of a failed call;
 * ioctl_entry_struct: the program's, shown at entry. */
bool ioctl_exit_struct(const struct pctx *c, uint64_t addr, void *buf,
		       size_t len, int *rc);
bool ioctl_entry_struct(const struct pctx *c, uint64_t addr, void *buf,
			size_t len, int *rc);
/* One or the other by cmd's direction: a request that reads the struct
 * back (_IOC_READ) is shown at exit, one that only writes it at entry. */
bool ioctl_dir_struct(const struct pctx *c, unsigned cmd, uint64_t addr,
		      void *buf, size_t len, int *rc);
/* At exit, the kernel's half of an "{in} => {out}" struct: true, after
 * the mark of a change, when the call succeeded; ioctl_out_begin also
 * opens the struct. */
bool ioctl_changed(const struct pctx *c);
bool ioctl_out_begin(const struct pctx *c);
/* Without -v, a struct shows only its first fields: true, "...}"
 * written, when this is where it stops. */
bool ioctl_struct_cut(const struct pctx *c);
/* A struct shown at entry and again at exit could not be read: its
 * address at entry, nothing more at exit (IOCTL_DONE). */
int ioctl_unread(const struct pctx *c, uint64_t addr);
/* For a decoder that reads the struct itself: whether to show it now
 * (the low 32 bits of *addr for a 32-bit tracee). One the kernel fills
 * (out) at exit, only its address when the call failed; one it reads
 * at entry. False with *rc what the decoder returns. */
bool ioctl_when(const struct pctx *c, bool out, uint64_t *addr, int *rc);
/* [N] of the int at addr; the address when it cannot be read. */
void ioctl_int_at(const struct pctx *c, uint64_t addr);
/* A fixed-size char array of a struct: up to its NUL, "..." when it has
 * none (ioctl_block.c). */
void ioctl_cstr_field(const struct pctx *c, const char *buf, size_t n);
/* Without -v, an array stops at -s elements: "..." in place of element
 * i, and true, once it is reached. */
bool ioctl_array_cut(const struct pctx *c, unsigned i);
/* [a, b, ...] of n u32s (wide) or u8s, cut as above. */
void ioctl_num_array(const struct pctx *c, const void *v, unsigned n,
		     bool wide);
/* ", name=[0x1, 0, ...]" of n reserved u32s, when one is not zero. */
void ioctl_reserved(const struct pctx *c, const char *name,
		    const uint32_t *p, unsigned n);

/* The bits of v named by a set of bit numbers ("1<<%s" each). */
void ioctl_bitflags(const struct pctx *c, const struct xlat *set,
		    uint64_t v, const char *fmt, const char *dflt);

/* [a, b]: two unsigned values of size bytes (4 or 8) the kernel reads
 * at addr, the second by name of set when set is not NULL. */
void ioctl_pair_in(const struct pctx *c, uint64_t addr, size_t size,
		   const struct xlat *set, const char *dflt);

/* The 16 bytes of a UUID at u, 8-4-4-4-12 hex digits in memory order. */
void ioctl_uuid(const struct pctx *c, const uint8_t *u);

/* A NUL-terminated char array of size bytes, as strace shows names. */
void ioctl_cstr(const struct pctx *c, const void *s, size_t size);

/* The u32 or u64 at byte off of a struct read into b. */
static inline uint32_t u32_at(const void *b, size_t off)
{
	uint32_t v;

	memcpy(&v, (const char *)b + off, sizeof(v));
	return v;
}

static inline uint64_t u64_at(const void *b, size_t off)
{
	uint64_t v;

	memcpy(&v, (const char *)b + off, sizeof(v));
	return v;
}

/* A field of a struct, for ioctl_fields(). */
/* IOF_UMAX: decimal, a name of the set (if any) or UINT64_MAX /
 * UINT32_MAX by name;
 * IOF_DEV: makedev() */
enum { IOF_HEX, IOF_UINT, IOF_INT, IOF_ADDR, IOF_ENUM, IOF_FLAGS,
       IOF_UMAX, IOF_DEV };
struct ioctl_field {
	const char *name;
	unsigned short off;
	unsigned char size, fmt;
	const struct xlat *set;	/* IOF_ENUM, IOF_FLAGS */
	const char *dflt;
};
void ioctl_fields(const struct pctx *c, const void *b,
		  const struct ioctl_field *f, size_t n);
/* {fields}: the struct at b as the table says. */
void ioctl_struct(const struct pctx *c, const void *b,
		  const struct ioctl_field *f, size_t n);
/* A field in a plain format (IOF_HEX, IOF_UINT, ...: no constant set). */
#define IOCTL_FIELD(name, off, size, fmt) { name, off, size, fmt, NULL, NULL }

/* The families. */
int ioctl_tty(const struct pctx *c, unsigned cmd, uint64_t arg);
int ioctl_evdev(const struct pctx *c, unsigned cmd, uint64_t arg);
int ioctl_tee(const struct pctx *c, unsigned cmd, uint64_t arg);
int ioctl_nsfs(const struct pctx *c, unsigned cmd, uint64_t arg);
int ioctl_pidfs(const struct pctx *c, unsigned cmd, uint64_t arg);
int ioctl_dm(const struct pctx *c, unsigned cmd, uint64_t arg);

#endif
