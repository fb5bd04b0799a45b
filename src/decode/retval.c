/* The printers of a successful call's return value, one per ret:NAME
 * row of syscalls/types.list (those of a subsystem live with it:
 * signal.c, process.c; syscall.c has the one that shows an errno).
 * print_retval() in syscall.c calls them through rettype_printers[],
 * which the generator makes from the rows. */
#include "printers.h"

void ret_int(const struct pctx *c, int64_t v, uint64_t u,
	     const struct xlat *set)
{
	v_int(c, v);
}

void ret_none(const struct pctx *c, int64_t v, uint64_t u,
	      const struct xlat *set)
{
	v_putc(c, '?');
}

/* An address, in hex even when 0. */
void ret_hex(const struct pctx *c, int64_t v, uint64_t u,
	     const struct xlat *set)
{
	v_numf(c, VK_ADDR, u, "%#llx", (unsigned long long)u);
}

void ret_oct(const struct pctx *c, int64_t v, uint64_t u,
	     const struct xlat *set)
{
	v_oct(c, (uint64_t)v);
}

void ret_fd(const struct pctx *c, int64_t v, uint64_t u,
	    const struct xlat *set)
{
	v_fd(c, (int)v);
}

/* Unsigned, as strace shows ids: an injected retval=-1 is
 * 18446744073709551615, not -1. */
void ret_uid(const struct pctx *c, int64_t v, uint64_t u,
	     const struct xlat *set)
{
	v_uint(c, u);
}

/* The whole register: the kernel sign-extends an int result, so what
 * is wider is not one (the first argument a seccomp rollback leaves in
 * x0 on arm64), and cutting it would show another value than the note
 * names. */
static void ret_pid_of(const struct pctx *c, int64_t v, unsigned kind)
{
	if (v != (int)v) {
		v_int(c, v);
		return;
	}
	v_pid_kind(c, (int)v, kind);
}

/* ret_pid, ret_tid, ret_pgid, ret_sid: the kinds of pid v_pid_kind
 * looks up (--pidns-translation). */
#define RET_PID_KIND(name, kind)					\
	void name(const struct pctx *c, int64_t v, uint64_t u,		\
		  const struct xlat *set)				\
	{								\
		ret_pid_of(c, v, kind);					\
	}
RET_PID_KIND(ret_pid, PID_TGID)
RET_PID_KIND(ret_tid, PID_TID)
RET_PID_KIND(ret_pgid, PID_PGID)
RET_PID_KIND(ret_sid, PID_SID)

void ret_enum(const struct pctx *c, int64_t v, uint64_t u,
	      const struct xlat *set)
{
	v_enum(c, set, (uint64_t)v, NULL);
}

/* "0x3 (A|B)", the hex alone for 0. */
void ret_flags(const struct pctx *c, int64_t v, uint64_t u,
	       const struct xlat *set)
{
	v_hex(c, (uint64_t)v);
	if (!v)
		return;
	v_text(c, " (");
	v_flags(c, set, (uint64_t)v, NULL);
	v_putc(c, ')');
}
