/* The generic decoder: walks a syscall's argument descriptions from the
 * generated tables and calls one printer per argument, at entry for
 * input arguments and at exit for the ones the kernel fills in. */
#include "printers.h"
#include "syscalls_gen.h"
#include "output/output.h"

#include <string.h>

static const struct argdesc unknown_args[MAX_ARGS] = {
	{ print_x, NULL, -1, 0 }, { print_x, NULL, -1, 0 },
	{ print_x, NULL, -1, 0 }, { print_x, NULL, -1, 0 },
	{ print_x, NULL, -1, 0 }, { print_x, NULL, -1, 0 },
};

const struct sysdesc *syscall_desc(unsigned pers, uint64_t nr)
{
	const struct sysent_table *t = personalities[pers].table;

	if (nr < t->size)
		return t->ent[nr];
	return NULL;
}

/* Calls that hand out a descriptor as their return value, for when
 * syscalls.list does not describe them (yet) with an fd return. */
static const char *const fd_makers[] = {
	"open", "openat", "openat2", "creat", "dup", "dup2", "dup3",
	"socket", "accept", "accept4", "epoll_create", "epoll_create1",
	"eventfd", "eventfd2", "signalfd", "signalfd4", "timerfd_create",
	"inotify_init", "inotify_init1", "fanotify_init", "memfd_create",
	"memfd_secret", "pidfd_open", "pidfd_getfd", "userfaultfd",
	"perf_event_open", "open_tree", "fsopen", "fsmount", "fspick",
	"io_uring_setup", "bpf", "open_by_handle_at", "mq_open",
	"landlock_create_ruleset",
};

static const struct { const char *name; unsigned bits; } named_traits[] = {
	{ "execve", SDT_EXEC }, { "execveat", SDT_EXEC },
	{ "clone", SDT_CLONE }, { "clone3", SDT_CLONE3 },
	{ "close", SDT_CLOSE },
	{ "pipe", SDT_PIPE }, { "pipe2", SDT_PIPE },
	{ "socketpair", SDT_SOCKETPAIR },
	{ "fcntl", SDT_FCNTL }, { "fcntl64", SDT_FCNTL64 },
	{ "inotify_init", SDT_INOTIFY_INIT },
	{ "inotify_init1", SDT_INOTIFY_INIT },
	{ "seccomp", SDT_SECCOMP }, { "prctl", SDT_PRCTL },
};

static unsigned traits_by_name(const struct sysdesc *sd)
{
	unsigned bits = sd->ret == RET_FD ? SDT_MAKES_FD : 0;
	size_t i;

	for (i = 0; i < sizeof(named_traits) / sizeof(named_traits[0]); i++)
		if (!strcmp(sd->name, named_traits[i].name))
			bits |= named_traits[i].bits;
	for (i = 0; i < sizeof(fd_makers) / sizeof(fd_makers[0]); i++)
		if (!strcmp(sd->name, fd_makers[i]))
			bits |= SDT_MAKES_FD;
	return bits;
}

#define TRAITS_KNOWN 0x80000000u

/* Described calls cache their bits by index in sysdescs[], filled on
 * first use (a short run sees a few dozen calls, not all of them).
 * Undescribed ones (a name and raw arguments) are rare enough to
 * compare each time. */
unsigned sd_traits(const struct sysdesc *sd)
{
	static unsigned *cache;
	size_t i;

	if (!sd)
		return 0;
	i = ((uintptr_t)sd - (uintptr_t)sysdescs) / sizeof(*sd);
	if ((uintptr_t)sd < (uintptr_t)sysdescs || i >= sysdescs_count)
		return traits_by_name(sd);
	if (!cache)
		cache = xcalloc(sysdescs_count, sizeof(*cache));
	if (!cache[i])
		cache[i] = traits_by_name(sd) | TRAITS_KNOWN;
	return cache[i] & ~TRAITS_KNOWN;
}

/* ---- the writer and the printers' context ------------------------- */

/* Printers run one at a time, so one writer serves every rendering. */
static struct vout vo;
static struct pctx ctx;
const struct pctx *cur_ctx;

/* The view of tcp's line, reset for a new call; NULL when no backend
 * records nodes. */
static struct view *view_of(struct tcb *tcp, bool reset)
{
	if (!out_wants_nodes)
		return NULL;
	if (!tcp->view)
		tcp->view = xcalloc(1, sizeof(*tcp->view));
	if (reset)
		view_reset(tcp->view);
	return tcp->view;
}

static const struct pctx *ctx_for(struct tcb *tcp, struct strbuf *sb,
				  int root)
{
	ctx.tcp = tcp;
	ctx.o = &vo;
	ctx.pers = &personalities[tcp->pers];
	ctx.opt = &opt;
	ctx.compat = ctx.pers->wordsize == 4;
	ctx.exiting = !(tcp->flags & TCB_INSYSCALL);
	cur = sb;
	vout_start(&vo, sb, tcp->view && out_wants_nodes ? tcp->view : NULL,
		   root);
	cur_ctx = &ctx;
	return &ctx;
}

/* Runs argument i's printer into sb, recording its nodes as the roots
 * of argument i. */
static int run_printer(struct tcb *tcp, const struct argdesc *ad, int i,
		       struct strbuf *sb)
{
	struct view *v = out_wants_nodes ? tcp->view : NULL;
	unsigned mark = v ? v->nn : 0;
	int32_t first = v ? v->first[i] : -1, last = v ? v->last[i] : -1;
	int r;

	ctx_for(tcp, sb, i);
	r = ad->fn(tcp, ad, i);
	vout_finish(&vo);
	if (r == PRINT_SKIP && v) {
		v->nn = mark;
		v->first[i] = first;
		v->last[i] = last;
		if (last >= 0)
			v->n[last].next = -1;
	}
	return r;
}

static void print_one(struct tcb *tcp, const struct argdesc *ad, int i)
{
	size_t mark = cur->len;

	if (tcp->nprinted && !(tcp->sep_done && i == tcp->first_out))
		tputs(", ");
	tcp->arg_start[i] = cur->len;
	if (tcp->pre_mask & (1u << i)) {
		if (tcp->pre_skip & (1u << i)) {
			cur->len = mark;
			cur->s[mark] = '\0';
			return;
		}
		if (tcp->view && out_wants_nodes)
			view_shift(tcp->view, tcp->view->pre_lo[i],
				   tcp->view->pre_hi[i],
				   (long)cur->len - (long)tcp->pre_start[i]);
		sb_write(cur, tcp->pre.s + tcp->pre_start[i],
			 tcp->pre_end[i] - tcp->pre_start[i]);
	} else if (run_printer(tcp, ad, i, cur) == PRINT_SKIP) {
		cur->len = mark;
		cur->s[mark] = '\0';
		return;
	}
	tcp->arg_end[i] = cur->len;
	tcp->shown |= 1u << i;
	tcp->nprinted++;
}

/* The exit half of an ARG_BOTH argument continues its entry half: no
 * separator, and the argument's span grows. */
static void resume_one(struct tcb *tcp, const struct argdesc *ad, int i)
{
	if (!(tcp->shown & (1u << i)))
		return;
	run_printer(tcp, ad, i, cur);
	tcp->arg_end[i] = cur->len;
}

static unsigned nargs_of(const struct tcb *tcp)
{
	return tcp->sd ? tcp->sd->nargs : MAX_ARGS;
}

static const struct argdesc *args_of(const struct tcb *tcp)
{
	return tcp->sd ? tcp->sd->args : unknown_args;
}

/* Value-result arguments (socklen_t *, a file handle's size) hold the caller's value at
 * entry; the kernel overwrites it, so it is read now. */
static void peek_outputs(struct tcb *tcp, const struct argdesc *ad,
			 unsigned from, unsigned n)
{
	tcp->peeked = 0;
	for (unsigned i = from; i < n; i++) {
		if (ad[i].fn != print_socklen_out &&
		    ad[i].fn != print_file_handle_out)
			continue;
		if (umoven(tcp, arg_ulong(tcp, (int)i), 4, &tcp->peek[i]) == 0)
			tcp->peeked |= 1u << i;
	}
}

/* An input argument after an output one (recvmmsg's timeout, after the
 * messages) is shown with the exit half of the line, but must show
 * what the caller passed: the kernel may overwrite it (the timeout
 * becomes the time left). Its text is made now and copied in at exit. */
static void prerender_inputs(struct tcb *tcp, const struct argdesc *ad,
			     unsigned from, unsigned n)
{
	struct strbuf *line = cur;

	if (from + 1 >= n)
		return;
	struct view *v = out_wants_nodes ? tcp->view : NULL;

	tcp->pre.len = 0;
	for (unsigned j = from + 1; j < n; j++) {
		if (ad[j].out != ARG_IN)
			continue;
		tcp->pre_start[j] = tcp->pre.len;
		if (v)
			v->pre_lo[j] = v->nn;
		if (run_printer(tcp, &ad[j], (int)j, &tcp->pre) == PRINT_SKIP) {
			tcp->pre.len = tcp->pre_start[j];
			tcp->pre_skip |= 1u << j;
		}
		if (v)
			v->pre_hi[j] = v->nn;
		tcp->pre_end[j] = tcp->pre.len;
		tcp->pre_mask |= 1u << j;
	}
	cur = line;
}

void decode_entry(struct tcb *tcp)
{
	const struct argdesc *ad = args_of(tcp);
	unsigned n = nargs_of(tcp), i;

	cur = &tcp->line;
	cur->len = 0;
	if (!cur->s)
		sb_grow(cur, 0);
	cur->s[0] = '\0';
	view_of(tcp, true);
	tcp->shown = 0;
	tcp->nprinted = 0;
	tcp->sep_done = false;
	tcp->err = 0;
	tcp->rval = 0;
	tcp->ret_fn = NULL;
	tcp->pre_mask = tcp->pre_skip = 0;

	if (tcp->sd)
		tputs(tcp->sd->name);
	else
		tprintf("syscall_%#llx", (unsigned long long)tcp->scno);
	tputc('(');
	for (i = 0; i < n && ad[i].out != ARG_OUT; i++) {
		print_one(tcp, &ad[i], (int)i);
		if (ad[i].out == ARG_BOTH)
			break;
	}
	tcp->first_out = (unsigned char)i;
	peek_outputs(tcp, ad, i, n);
	prerender_inputs(tcp, ad, i, n);
	if (i < n && ad[i].out == ARG_OUT && tcp->nprinted) {
		tputs(", ");
		tcp->sep_done = true;
	}
	tcp->exit_start = cur->len;
}

/* strerror goes through gettext at every call, a thousand instructions
 * for a failed call's line; the text of an errno we know by name does
 * not change while we run (we never switch locales). */
static const char *errno_text(int err)
{
	static const char *cache[256];

	if (err <= 0 || err >= 256)
		return strerror(err);
	if (!cache[err])
		cache[err] = strerror(err);
	return cache[err];
}

static const char *restart_text(int err)
{
	switch (err) {
	case 512: return "To be restarted if SA_RESTART is set";
	case 513: return "To be restarted";
	case 514: return "To be restarted if no handler";
	case 516: return "Interrupted by signal";
	}
	return NULL;
}

static void print_retval(struct tcb *tcp, const struct pctx *c)
{
	const struct sysdesc *sd = tcp->sd;
	int ret = sd ? sd->ret : RET_LONG;
	int64_t v = c->compat ? (int32_t)tcp->rval : tcp->rval;

	if (tcp->err) {
		const char *name = errno_name(tcp->err);
		const char *rt = restart_text(tcp->err);

		if (rt) {
			tprintf("? %s (%s)", name ? name : "ERESTART", rt);
			return;
		}
		if (name) {
			tputs("-1 ");
			tputs(name);
			tputs(" (");
			tputs(errno_text(tcp->err));
			tputc(')');
		} else
			tprintf("-1 (errno %d)", tcp->err);
		return;
	}
	if (tcp->ret_fn && ret != RET_NONE) {
		tcp->ret_fn(tcp);
		return;
	}
	switch (ret) {
	case RET_NONE:
		tputc('?');
		break;
	case RET_HEX:
		v_hex(c, c->compat ? (uint32_t)tcp->rval : (uint64_t)tcp->rval);
		break;
	case RET_OCT:
		v_oct(c, (uint64_t)v);
		break;
	case RET_FD:
		v_fd(c, (int)v);
		break;
	case RET_UID:
	case RET_INT:
	case RET_PID:
		v_int(c, (int)v);
		break;
	case RET_ENUM:
		v_enum(c, sd->retset, (uint64_t)v, NULL);
		break;
	case RET_FLAGS:
		v_hex(c, (uint64_t)v);
		if (v) {
			v_text(c, " (");
			v_flags(c, sd->retset, (uint64_t)v, NULL);
			v_putc(c, ')');
		}
		break;
	default:
		v_int(c, v);
	}
}

void decode_exit(struct tcb *tcp)
{
	const struct argdesc *ad = args_of(tcp);
	unsigned n = nargs_of(tcp), i;

	cur = &tcp->line;
	tcp->exit_start = cur->len;
	i = tcp->first_out;
	if (i < n && ad[i].out == ARG_BOTH) {
		resume_one(tcp, &ad[i], (int)i);
		i++;
	}
	for (; i < n; i++)
		print_one(tcp, &ad[i], (int)i);
	tputc(')');
	tcp->ret_start = cur->len;
	if (tcp->demuxed)
		ipc_demux_exit(tcp);
	print_retval(tcp, ctx_for(tcp, cur, VIEW_RET));
	vout_finish(&vo);
	tcp->ret_end = cur->len;
}

/* The exit of a call that never returns (exit_group, or a thread killed
 * mid-call): close the argument list and show "?". */
void decode_noreturn(struct tcb *tcp)
{
	cur = &tcp->line;
	view_of(tcp, false);
	tcp->exit_start = cur->len;
	tputc(')');
	tcp->ret_start = cur->len;
	tputc('?');
	tcp->ret_end = cur->len;
}
