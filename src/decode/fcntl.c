/* fcntl(fd, cmd, arg): what arg is, and what the result is, depends on
 * the command: the rows of syscalls/fcntl.list (generated into
 * fcntl_gen.h); the printers of its fn:, out: and RET shapes are here. */
#include "printers.h"
#include "decode/opargs.h"

#include <string.h>

/* ---- results ------------------------------------------------------ */

static int getfd_ret(const struct pctx *c, int64_t rval,
			   const union dec_ret_data *d)
{
	(void)d;
	if (!rval) {
		v_putc(c, '0');
		return PRINT_OK;
	}
	v_hex(c, (uint64_t)rval);
	v_text(c, " (flags ");
	v_flags(c, &xlat_fd_flags, (uint64_t)rval, NULL);
	v_putc(c, ')');
	return PRINT_OK;
}

static int getfl_ret(const struct pctx *c, int64_t rval,
			   const union dec_ret_data *d)
{
	(void)d;
	v_hex(c, (uint64_t)rval);
	v_text(c, " (flags ");
	print_open_flags_value(c, (uint64_t)rval, false);
	v_putc(c, ')');
	return PRINT_OK;
}

/* F_GETOWN: the owner, a process (or -pgid, a group). */
static int getown_ret(const struct pctx *c, int64_t rval,
			    const union dec_ret_data *d)
{
	(void)d;
	return v_pid(c, (int)rval);
}

/* F_GETLEASE: the lease held, "0x2 (F_UNLCK)". */
static int getlease_ret(const struct pctx *c, int64_t rval,
			      const union dec_ret_data *d)
{
	const char *n = xlat_name(&xlat_flock_type, (uint64_t)rval);

	(void)d;
	v_hex(c, (uint64_t)rval);
	if (n && c->opt->xlat_style != XLAT_RAW)
		v_textf(c, " (%s)", n);
	return PRINT_OK;
}

/* F_GETSIG: the signal sent, "1 (SIGHUP)"; 0 is the default SIGIO. */
static int getsig_ret(const struct pctx *c, int64_t rval,
			    const union dec_ret_data *d)
{
	(void)d;
	v_int(c, rval);
	if (rval > 0 && sig_label((int)rval) &&
	    c->opt->xlat_style != XLAT_RAW)
		v_textf(c, " (%s)", sig_label((int)rval));
	return PRINT_OK;
}

/* ---- arguments ---------------------------------------------------- */

/* struct f_owner_ex {int type; pid_t pid}: the pid is a thread, a
 * process or a process group as type says. */
static void owner_ex(const struct pctx *c, uint64_t addr)
{
	static const unsigned kinds[] = { PID_TID, PID_TGID, PID_PGID };
	int32_t o[2];

	if (!umove_or_addr(c, addr, sizeof(o), o))
		return;
	v_struct_begin(c);
	v_field(c, "type");
	v_enum(c, &xlat_f_owner_type, (uint32_t)o[0], "F_OWNER_???");
	v_field(c, "pid");
	v_pid_kind(c, o[1], (uint32_t)o[0] < 3 ? kinds[o[0]] : PID_TGID);
	v_struct_end(c);
}

/* struct flock; F_*LK64 and the OFD commands take struct flock64,
 * whose offsets are 64-bit on every ABI (4-aligned on i386). */
static void print_flock_at(const struct pctx *c, uint64_t addr, bool lk64,
			   bool with_pid)
{
	unsigned char b[32];
	int16_t type, whence;
	int64_t start, len;
	int32_t pid, s32[3];
	size_t size;
	if (!c->compat || (lk64 && c->pers->align64 == 8))
		size = 32;	/* 8-aligned 64-bit offsets */
	else if (lk64)
		size = 24;
	else
		size = 16;
	if (!umove_or_addr(c, addr, size, b))
		return;
	memcpy(&type, b, 2);
	memcpy(&whence, b + 2, 2);
	if (size == 32) {
		memcpy(&start, b + 8, 8);
		memcpy(&len, b + 16, 8);
		memcpy(&pid, b + 24, 4);
	} else if (size == 24) {
		memcpy(&start, b + 4, 8);
		memcpy(&len, b + 12, 8);
		memcpy(&pid, b + 20, 4);
	} else {
		memcpy(s32, b + 4, 12);
		start = s32[0];
		len = s32[1];
		pid = s32[2];
	}
	v_struct_begin(c);
	v_field(c, "l_type");
	v_enum(c, &xlat_flock_type, (uint16_t)type, "F_???");
	v_field(c, "l_whence");
	v_enum(c, &xlat_seek_whence, (uint16_t)whence, "SEEK_???");
	v_field(c, "l_start");
	v_int(c, start);
	v_field(c, "l_len");
	v_int(c, len);
	if (with_pid) {
		v_field(c, "l_pid");
		v_pid(c, pid);
	}
	v_struct_end(c);
}

/* F_GETLK, F_SETLK(W): struct flock, whose offsets are longs; the
 * *64 and OFD commands: struct flock64. A query's struct has l_pid. */
static void flock_get(const struct pctx *c, uint64_t v)
{
	print_flock_at(c, v, !c->compat, true);
}

static void flock_set(const struct pctx *c, uint64_t v)
{
	print_flock_at(c, v, !c->compat, false);
}

static void flock64_get(const struct pctx *c, uint64_t v)
{
	print_flock_at(c, v, true, true);
}

static void flock64_set(const struct pctx *c, uint64_t v)
{
	print_flock_at(c, v, true, false);
}

static void pid_arg(const struct pctx *c, uint64_t v)
{
	v_pid(c, (int)v);
}

static void sig_arg(const struct pctx *c, uint64_t v)
{
	v_sig(c, (int)v);
}

static void open_flags_arg(const struct pctx *c, uint64_t v)
{
	print_open_flags_value(c, v, false);
}

/* The u64 write-life hint behind the F_*_RW_HINT commands' pointer:
 * [RWH_WRITE_LIFE_SHORT], or the address when it cannot be read. */
static void rw_hint(const struct pctx *c, uint64_t addr)
{
	print_enum_box_at(c, addr, 8, &xlat_rw_hint, "RWH_WRITE_LIFE_???");
}

/* struct delegation of F_GETDELEG/F_SETDELEG: u32 d_flags (must be 0),
 * u16 d_type (an F_*LCK), u16 __pad (must be 0); the same on every ABI. */
static void delegation(const struct pctx *c, uint64_t addr)
{
	unsigned char b[8];
	uint32_t flags;
	uint16_t type, pad;

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	memcpy(&flags, b, 4);
	memcpy(&type, b + 4, 2);
	memcpy(&pad, b + 6, 2);
	v_struct_begin(c);
	v_field(c, "d_flags");
	v_hex(c, flags);
	v_field(c, "d_type");
	v_enum(c, &xlat_flock_type, type, "F_???");
	v_field(c, "__pad");
	v_hex(c, pad);
	v_struct_end(c);
}

#include "fcntl_gen.h"

int print_fcntl_cmd(const struct pctx *c, uint64_t v)
{
	unsigned cmd = (unsigned)v;
	const struct op_row *row = OP_FIND(fcntl_ops, cmd);

	if (row && op_row_ret(&fcntl_ops, row))
		set_ret_printer(c, op_row_ret(&fcntl_ops, row));
	v_enum(c, &xlat_fcntl_cmd, cmd, "F_???");
	return PRINT_OK;
}

/* The third argument, by the command before it. The printer runs at
 * entry and again at exit: a query's struct (out:) is shown once the
 * kernel has filled it, everything else at entry. */
int print_fcntl_arg(const struct pctx *c, uint64_t v, uint64_t cmdv)
{
	const struct op_row *row = OP_FIND(fcntl_ops, (unsigned)cmdv);
	const struct op_arg *oa = row ? op_row_arg(&fcntl_ops, row, 0) : NULL;

	if (oa && oa->kind == OA_OUT) {
		if (c->exiting)
			op_arg_show(c, oa, &v, 1, 0);
		return PRINT_OK;
	}
	if (c->exiting)
		return PRINT_OK;
	if (!oa)
		return v_hex(c, v);
	if (oa->kind == OA_NONE)
		return PRINT_SKIP;
	op_arg_show(c, oa, &v, 1, 0);
	return PRINT_OK;
}
