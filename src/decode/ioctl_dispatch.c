/* ioctl's argument: by the row syscalls/ioctls.list (an operation list,
 * decode/opargs.h) gives the request, else by the family decoder its
 * type byte names. */
#include "printers.h"
#include "decode/ioctl.h"
#include "decode/opargs.h"

#include <stdlib.h>
#include <string.h>

/* Which family decodes a request: by the type byte of its number. */
int ioctl_decode(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	switch (_IOC_TYPE(cmd)) {
	case 'T':
		return ioctl_tty(c, cmd, arg);
	case 'E':
		return ioctl_evdev(c, cmd, arg);
	case 0xa4:	/* TEE: SHM_REGISTER_FD has no name in the UAPI list */
		return ioctl_tee(c, cmd, arg);
	case 0xb7:	/* nsfs: NS_MNT_GET_* of another struct size */
		return ioctl_nsfs(c, cmd, arg);
	case 0xff:	/* pidfs: PIDFD_GET_INFO of another struct size */
		return ioctl_pidfs(c, cmd, arg);
	}
	return IOCTL_UNKNOWN;
}

/* ---- the list's rows ----------------------------------------------- */

#include "ioctls_gen.h"

/* The rows of ioctls.list are found by the request's name (its number
 * differs between ABIs): an index of them sorted by name, made on first
 * use. */
static int row_cmp(const void *a, const void *b)
{
	return strcmp(op_row_name(&ioctl_ops, *(const struct op_row *const *)a),
		      op_row_name(&ioctl_ops, *(const struct op_row *const *)b));
}

static int row_key_cmp(const void *key, const void *b)
{
	return strcmp(key,
		      op_row_name(&ioctl_ops, *(const struct op_row *const *)b));
}

static const struct op_row *row_of(const char *name)
{
	static const struct op_row **sorted;
	const struct op_row **hit;

	if (!sorted) {
		sorted = xcalloc(ioctl_ops.n, sizeof(*sorted));
		for (size_t i = 0; i < ioctl_ops.n; i++)
			sorted[i] = &ioctl_ops.rows[i];
		qsort(sorted, ioctl_ops.n, sizeof(*sorted), row_cmp);
	}
	hit = bsearch(name, sorted, ioctl_ops.n, sizeof(*sorted),
		      row_key_cmp);
	return hit ? *hit : NULL;
}

/* The row of the first of cmd's names that the list knows. */
static const struct op_row *row_of_cmd(const struct pctx *c, unsigned cmd)
{
	const char *names[8];
	unsigned n = ioctl_names(c, cmd, names, 8);

	for (unsigned i = 0; i < n; i++) {
		const struct op_row *r = row_of(names[i]);

		if (r)
			return r;
	}
	return NULL;
}

/* The argument of a request the list gives: its one argument column,
 * the low 32 bits of the word for a 32-bit tracee (an opfn: printer
 * gets it whole); its RET printer, if any, shows the result. */
static int print_row(const struct pctx *c, const struct op_row *r,
		     unsigned cmd, uint64_t arg)
{
	const struct op_arg *oa = op_row_arg(&ioctl_ops, r, 0);
	ret_printer ret = op_row_ret(&ioctl_ops, r);
	uint64_t w = c->compat ? (uint32_t)arg : arg;

	if (ret && !c->exiting)
		set_ret_printer(c, ret);
	if (oa->kind == OA_NONE)
		return IOCTL_NOARG;
	if (oa->kind == OA_OPFN)
		return oa->opfn(c, cmd, arg);
	if (op_arg_at_exit(oa) && !c->exiting)
		return IOCTL_LATER;
	op_arg_show(c, oa, &w, 1, 0);
	return IOCTL_DONE;
}

/* ---- the argument ------------------------------------------------- */

/* With -v, a request of a type nothing names (so no family decodes it)
 * whose number gives a size shows that many bytes at the argument, as
 * strace 7.2 does: what
 * the kernel reads at entry (_IOC_WRITE), what it wrote at exit
 * (_IOC_READ), both around " => " when the direction says both or
 * neither. An unreadable argument is its address. Returns whether it
 * showed the argument (or will, at exit). */
static bool ioctl_raw(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	const char *names[1];
	unsigned dir = _IOC_DIR(cmd), size = _IOC_SIZE(cmd);
	unsigned char probe;

	if (!c->opt->verbose || !size || !addr ||
	    ioctl_names(c, cmd, names, 1) ||
	    ioctl_type_named(c, _IOC_TYPE(cmd)))
		return false;
	if (c->exiting) {
		if (dir != _IOC_READ)
			v_changed(c);
		v_hexbuf_at(c, addr, size);
		return true;
	}
	if (dir != _IOC_READ && umove(c, addr, 1, &probe) < 0)
		return false;
	if (dir != _IOC_READ)
		v_hexbuf_at(c, addr, size);
	if (dir != _IOC_WRITE)
		c->tcp->dec->ret_data.ioctl.later = true;
	return true;
}

/* Runs at entry and at exit. A family decoder returns IOCTL_DONE when
 * it has shown the argument (at exit, when the kernel fills it: it
 * returns IOCTL_LATER at entry), IOCTL_NOARG for a request that takes
 * none, or IOCTL_UNKNOWN: then the argument is a word in hex. */
int print_ioctl_arg(const struct pctx *c, uint64_t addr, uint64_t cmdv)
{
	unsigned cmd = (unsigned)cmdv;
	const struct op_row *row;
	int r;

	if (c->exiting && !c->tcp->dec->ret_data.ioctl.later)
		return PRINT_OK;
	row = row_of_cmd(c, cmd);
	r = row ? print_row(c, row, cmd, addr) : ioctl_decode(c, cmd, addr);
	switch (r) {
	case IOCTL_LATER:
		c->tcp->dec->ret_data.ioctl.later = true;
		return PRINT_OK;
	case IOCTL_NOARG:
		return PRINT_SKIP;
	case IOCTL_DONE:
		return PRINT_OK;
	}
	if (ioctl_raw(c, cmd, addr))
		return PRINT_OK;
	if (c->exiting)
		return PRINT_OK;
	return v_hex(c, addr);
}
