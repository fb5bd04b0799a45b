/* The generic decoder: walks a syscall's argument descriptions from the
 * generated tables and calls one printer per argument, at entry for
 * input arguments and at exit for the ones the kernel fills in. Each
 * printer writes its text, and when a backend records them its typed
 * nodes, into the thread's line (output/view.h). */
#include "printers.h"
#include "output/output.h"
#include "filter.h"
#include "decode/decode.h"

#include <stdlib.h>
#include <string.h>

/* ---- the writer and the printers' context ------------------------- */

/* Printers run one at a time, so one writer serves every rendering. */
static struct vout vo;
static struct pctx ctx;
static const struct options *cfg;
/* The options as the current call sees them: -e abbrev= decides per
 * call whether its structures print in full, which the printers read
 * as c->opt->verbose. main's options stay untouched. */
static struct options call_cfg;

void decode_init(const struct options *c)
{
	cfg = c;
}

/* The view of tcp's line, reset for a new call; NULL when no backend
 * records nodes. */
static struct view *view_of(struct tcb *tcp, bool reset)
{
	if (!out_wants_nodes)
		return NULL;
	if (!tcp->out->view)
		tcp->out->view = xcalloc(1, sizeof(*tcp->out->view));
	if (reset)
		view_reset(tcp->out->view);
	return tcp->out->view;
}

/* The context of tcp's current call, set once per half of the call;
 * each printer then only restarts the writer (ctx_for). */
static void ctx_set(struct tcb *tcp)
{
	ctx.tcp = tcp;
	ctx.call = &tcp->call;
	ctx.o = &vo;
	ctx.pers = &personalities[tcp->pers];
	ctx.opt = cfg;
	if (!(tcp->dec->style & STYLE_ABBREV) != cfg->verbose) {
		call_cfg = *cfg;
		call_cfg.verbose = !(tcp->dec->style & STYLE_ABBREV);
		ctx.opt = &call_cfg;
	}
	ctx.compat = ctx.pers->wordsize == 4;
	ctx.exiting = !(tcp->flags & TCB_INSYSCALL);
}

/* The context for writing into sb, recording into root list `root` of
 * tcp's view. */
static inline const struct pctx *ctx_for(struct tcb *tcp, struct strbuf *sb,
					 int root)
{
	vout_start(&vo, sb, out_wants_nodes ? tcp->out->view : NULL, root);
	return &ctx;
}

/* Runs argument i's printer into sb, recording its nodes as the roots
 * of argument i; a skipped argument leaves no node. */
static int run_printer(struct tcb *tcp, const struct argdesc *ad, unsigned i,
		       struct strbuf *sb)
{
	struct view *v;
	unsigned mark;
	int32_t first, last;
	int r;

	if (!out_wants_nodes) {
		r = ad->fn(ctx_for(tcp, sb, (int)i), ad, i);
		vout_finish(&vo);
		return r;
	}
	v = tcp->out->view;
	mark = v->nn;
	first = v->first[i];
	last = v->last[i];
	r = ad->fn(ctx_for(tcp, sb, (int)i), ad, i);
	vout_finish(&vo);
	if (r == PRINT_SKIP) {
		v->nn = mark;
		v->first[i] = first;
		v->last[i] = last;
		if (last >= 0)
			v->n[last].next = -1;
	}
	return r;
}

static void print_one(struct tcb *tcp, const struct argdesc *ad, unsigned i)
{
	struct strbuf *line = &tcp->out->line;
	size_t mark = line->len;

	if (tcp->dec->nprinted &&
	    !(tcp->dec->sep_done && i == tcp->dec->first_out))
		sb_write(line, ", ", 2);
	/* -N: the name stays outside the argument's span, which is its
	 * value alone (what --json reads). */
	if (cfg->arg_names && ad->name) {
		sb_puts(line, ad->name);
		sb_putc(line, '=');
	}
	tcp->out->arg_start[i] = line->len;
	if (tcp->dec->pre_mask & (1u << i)) {
		if (tcp->dec->pre_skip & (1u << i)) {
			line->len = mark;
			line->s[mark] = '\0';
			return;
		}
		if (tcp->out->view && out_wants_nodes)
			view_shift(tcp->out->view, tcp->out->view->pre_lo[i],
				   tcp->out->view->pre_hi[i],
				   (long)line->len -
				   (long)tcp->dec->pre_start[i]);
		sb_write(line, tcp->dec->pre.s + tcp->dec->pre_start[i],
			 tcp->dec->pre_end[i] - tcp->dec->pre_start[i]);
	} else if (run_printer(tcp, ad, i, line) == PRINT_SKIP) {
		line->len = mark;
		line->s[mark] = '\0';
		return;
	}
	tcp->out->arg_end[i] = line->len;
	tcp->out->shown |= 1u << i;
	tcp->dec->nprinted++;
}

/* The exit half of an ARG_BOTH argument continues its entry half: no
 * separator, and the argument's span grows. */
static void resume_one(struct tcb *tcp, const struct argdesc *ad, unsigned i)
{
	if (!(tcp->out->shown & (1u << i)))
		return;
	run_printer(tcp, ad, i, &tcp->out->line);
	tcp->out->arg_end[i] = tcp->out->line.len;
}

static unsigned nargs_of(const struct tcb *tcp)
{
	return tcp->call.sd ? tcp->call.sd->nargs : MAX_ARGS;
}

static const struct argdesc *args_of(const struct tcb *tcp)
{
	return tcp->call.sd ? tcp->call.sd->args : unknown_args;
}

/* Value-result arguments (socklen_t *, a file handle's size: the AT_PEEK
 * trait; a struct's size field at +4: AT_PEEK4) hold the caller's value
 * at entry; the kernel overwrites it, so it is read now. */
static void peek_outputs(struct tcb *tcp, const struct argdesc *ad,
			 unsigned from, unsigned n)
{
	tcp->dec->peeked = 0;
	for (unsigned i = from; i < n; i++) {
		uint64_t at;

		if (!(ad[i].traits & (AT_PEEK | AT_PEEK4)))
			continue;
		at = arg_ulong(tcp, (int)i) + (ad[i].traits & AT_PEEK4 ? 4 : 0);
		if (umoven(tcp, at, 4, &tcp->dec->peek[i]) == 0)
			tcp->dec->peeked |= 1u << i;
	}
}

const uint32_t *arg_peek(const struct pctx *c, unsigned i)
{
	return c->tcp->dec->peeked & (1u << i) ? &c->tcp->dec->peek[i] : NULL;
}

/* An input argument after an output one (recvmmsg's timeout, after the
 * messages) is shown with the exit half of the line, but must show
 * what the caller passed: the kernel may overwrite it (the timeout
 * becomes the time left). Its text is made now and copied in at exit. */
static void prerender_inputs(struct tcb *tcp, const struct argdesc *ad,
			     unsigned from, unsigned n)
{
	struct view *v = out_wants_nodes ? tcp->out->view : NULL;

	if (from + 1 >= n)
		return;
	tcp->dec->pre.len = 0;
	for (unsigned j = from + 1; j < n; j++) {
		if (ad[j].out != ARG_IN)
			continue;
		tcp->dec->pre_start[j] = tcp->dec->pre.len;
		if (v)
			v->pre_lo[j] = v->nn;
		if (run_printer(tcp, &ad[j], j, &tcp->dec->pre) == PRINT_SKIP) {
			tcp->dec->pre.len = tcp->dec->pre_start[j];
			tcp->dec->pre_skip |= 1u << j;
		}
		if (v)
			v->pre_hi[j] = v->nn;
		tcp->dec->pre_end[j] = tcp->dec->pre.len;
		tcp->dec->pre_mask |= 1u << j;
	}
}

/* -e raw=: every argument register in hex, nothing read. */
static void print_raw_args(struct tcb *tcp, unsigned n)
{
	struct strbuf *line = &tcp->out->line;

	for (unsigned i = 0; i < n; i++) {
		const struct pctx *c;

		if (i)
			sb_write(line, ", ", 2);
		tcp->out->arg_start[i] = line->len;
		c = ctx_for(tcp, line, (int)i);
		v_hex(c, c->compat ? (uint32_t)tcp->call.args[i] :
		      tcp->call.args[i]);
		vout_finish(&vo);
		tcp->out->arg_end[i] = line->len;
		tcp->out->shown |= 1u << i;
		tcp->dec->nprinted++;
	}
	tcp->dec->first_out = (unsigned char)n;
	tcp->out->exit_start = line->len;
}

void decode_entry(struct tcb *tcp)
{
	const struct argdesc *ad = args_of(tcp);
	struct strbuf *line = &tcp->out->line;
	unsigned n = nargs_of(tcp), i;

	/* The previous call's text is dead: a thread keeps a short line's
	 * buffer between calls, and the entry copies only while a call
	 * that needs them runs (memory per thread, with thousands). */
	sb_shrink(line, SB_FIRST_CAP);
	sb_shrink(&tcp->dec->pre, 0);
	if (!line->s)
		sb_grow(line, 0);
	line->s[0] = '\0';
	view_of(tcp, true);
	ctx_set(tcp);
	tcp->out->shown = 0;
	tcp->dec->nprinted = 0;
	tcp->dec->sep_done = false;
	tcp->call.err = 0;
	tcp->call.rval = 0;
	tcp->dec->ret_fn = NULL;
	memset(&tcp->dec->ret_data, 0, sizeof(tcp->dec->ret_data));
	tcp->dec->pre_mask = tcp->dec->pre_skip = 0;
	/* The peeks are made after the entry half is printed: until then
	 * a printer must see none, not the previous call's. */
	tcp->dec->peeked = 0;

	if (tcp->call.sd)
		sb_puts(line, tcp->call.sd->name);
	else
		sb_printf(line, "syscall_%#llx",
			  (unsigned long long)tcp->call.scno);
	sb_putc(line, '(');
	if (tcp->dec->style & STYLE_RAW) {
		print_raw_args(tcp, n);
		return;
	}
	for (i = 0; i < n && ad[i].out != ARG_OUT; i++) {
		print_one(tcp, &ad[i], i);
		if (ad[i].out == ARG_BOTH)
			break;
	}
	tcp->dec->first_out = (unsigned char)i;
	peek_outputs(tcp, ad, i, n);
	prerender_inputs(tcp, ad, i, n);
	/* The ", " before the first output argument belongs to the exit
	 * half, as strace 7.2 writes it: "nanosleep({...} <unfinished
	 * ...>", then "<... nanosleep resumed>, NULL) = 0". */
	if (i < n && ad[i].out == ARG_OUT && tcp->dec->nprinted)
		tcp->dec->sep_done = true;
	tcp->out->exit_start = line->len;
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

/* The text after "= ". A failed call's is decoration (the JSON backend
 * has errno); a successful one's is a value. */
static void print_retval(struct tcb *tcp, const struct pctx *c)
{
	const struct sysdesc *sd = tcp->call.sd;
	int ret = sd ? sd->ret : RET_LONG;
	int64_t v = c->compat ? (int32_t)tcp->call.rval : tcp->call.rval;
	uint64_t u = c->compat ? (uint32_t)tcp->call.rval :
		     (uint64_t)tcp->call.rval;

	if (tcp->call.err) {
		const char *name = errno_name(tcp->call.err);
		const char *rt = restart_text(tcp->call.err);

		if (rt)
			v_textf(c, "? %s (%s)", name ? name : "ERESTART", rt);
		else if (name)
			v_textf(c, "-1 %s (%s)", name,
				errno_text(tcp->call.err));
		else
			v_textf(c, "-1 (errno %d)", tcp->call.err);
		return;
	}
	if (tcp->dec->ret_fn && ret != RET_NONE) {
		tcp->dec->ret_fn(c, tcp->call.rval, &tcp->dec->ret_data);
		return;
	}
	if (ret >= RET_TYPES) {
		v_int(c, v);
		return;
	}
	rettype_printers[ret](c, v, u, sd ? sd->retset : NULL);
}

/* x86's modify_ldt returns (unsigned int)ret for an old glibc: -ENOSYS
 * comes back as 0xffffffda, no error to the tracer; the number is shown
 * with the errno it holds (return type uint32err). */
void ret_uint32err(const struct pctx *c, int64_t v, uint64_t u,
		   const struct xlat *set)
{
	int32_t s = (int32_t)u;
	int err = u <= UINT32_MAX && s < 0 && s >= -4095 ? -s : 0;

	v_uint(c, u);
	if (err && errno_name(err))
		v_textf(c, " %s (%s)", errno_name(err), errno_text(err));
}

/* -e inject=: what was done to the call, after its return value. A
 * decoration of the text: the JSON backend says it with "injected". */
static void print_injected(struct tcb *tcp)
{
	struct strbuf *sb = &tcp->out->line;

	if ((tcp->call.inj.how & INJ_RETURN) && (tcp->call.inj.how & INJ_POKED))
		sb_puts(sb, " (INJECTED: args, retval)");
	else if (tcp->call.inj.how & INJ_POKED)
		sb_puts(sb, " (INJECTED: args)");
	else if (tcp->call.inj.how & INJ_RETURN)
		sb_puts(sb, " (INJECTED)");
	if (tcp->call.inj.how & INJ_DELAYED)
		sb_puts(sb, " (DELAYED)");
}

void decode_exit(struct tcb *tcp)
{
	const struct argdesc *ad = args_of(tcp);
	unsigned n = nargs_of(tcp), i;
	const struct pctx *c;

	tcp->out->exit_start = tcp->out->line.len;
	ctx_set(tcp);
	if (tcp->dec->style & STYLE_RAW) {
		sb_putc(&tcp->out->line, ')');
		tcp->out->ret_start = tcp->out->line.len;
		c = ctx_for(tcp, &tcp->out->line, VIEW_RET);
		if (tcp->call.err)
			print_retval(tcp, c);
		else
			v_hex(c, c->compat ? (uint32_t)tcp->call.rval :
			      (uint64_t)tcp->call.rval);
		vout_finish(&vo);
		print_injected(tcp);
		tcp->out->ret_end = tcp->out->line.len;
		return;
	}
	i = tcp->dec->first_out;
	if (tcp->dec->sep_done && i < n && ad[i].out == ARG_OUT)
		sb_write(&tcp->out->line, ", ", 2);
	if (i < n && ad[i].out == ARG_BOTH) {
		resume_one(tcp, &ad[i], i);
		i++;
	}
	for (; i < n; i++)
		print_one(tcp, &ad[i], i);
	sb_putc(&tcp->out->line, ')');
	tcp->out->ret_start = tcp->out->line.len;
	if (tcp->flags & TCB_DEMUXED)
		ipc_demux_exit(tcp);
	c = ctx_for(tcp, &tcp->out->line, VIEW_RET);
	print_retval(tcp, c);
	if (c->opt->namespace_new)
		print_new_namespaces(c);
	vout_finish(&vo);
	print_injected(tcp);
	tcp->out->ret_end = tcp->out->line.len;
}

/* The exit of a call that never returns (exit_group, or a thread killed
 * mid-call): close the argument list and show "?". */
static void close_noreturn(struct tcb *tcp, bool superseded)
{
	view_of(tcp, false);
	tcp->out->exit_start = tcp->out->line.len;
	/* As strace: output arguments the call never got to write. */
	if (superseded && tcp->dec->first_out < nargs_of(tcp))
		sb_puts(&tcp->out->line, " <unfinished ...>");
	sb_putc(&tcp->out->line, ')');
	tcp->out->ret_start = tcp->out->line.len;
	sb_putc(&tcp->out->line, '?');
	tcp->out->ret_end = tcp->out->line.len;
}

void decode_noreturn(struct tcb *tcp)
{
	close_noreturn(tcp, false);
}

void decode_superseded(struct tcb *tcp)
{
	close_noreturn(tcp, true);
}

/* A rendering outside a call's line (a signal's siginfo): text into sb,
 * nodes into view (may be NULL) as the roots of list 0. */
static const struct pctx *decode_ctx(struct tcb *tcp, struct strbuf *sb,
				     struct view *view)
{
	const struct pctx *c;

	ctx_set(tcp);
	c = ctx_for(tcp, sb, 0);

	vo.view = view;
	return c;
}

static void decode_ctx_done(void)
{
	vout_finish(&vo);
}

/* "SIGCHLD {si_signo=SIGCHLD, ...}", the siginfo's nodes recorded as
 * the roots of list 0 of a view of its own. */
void print_signal(struct tcb *tcp, const siginfo_t *si)
{
	static struct strbuf sb;
	static struct view *view;
	struct signal_view sv = { si->si_signo, si->si_code, NULL, NULL, 0 };
	const struct pctx *c;

	if (out_wants_nodes && !view)
		view = xcalloc(1, sizeof(*view));
	if (view)
		view_reset(view);
	sb.len = 0;
	sb_grow(&sb, 0);
	sb.s[0] = '\0';
	c = decode_ctx(tcp, &sb, NULL);
	v_sig_short(c, si->si_signo, true);	/* the name, whatever -X */
	v_putc(c, ' ');
	decode_ctx_done();
	sv.info_start = sb.len;
	c = decode_ctx(tcp, &sb, view);
	print_siginfo(c, si);
	decode_ctx_done();
	sv.text = sb.s;
	sv.view = view;
	out_signal(tcp, &sv);
}

/* The record is in the thread's one allocation (trace/tcb.c). */
void dec_task_release(struct dec_task *d)
{
	free(d->pre.s);
}
