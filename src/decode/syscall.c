/* The generic decoder: walks a syscall's argument descriptions from the
 * generated tables and calls one printer per argument, at entry for
 * input arguments and at exit for the ones the kernel fills in. */
#include "printers.h"
#include "syscalls_gen.h"

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

const char *errno_name(int err)
{
	return xlat_name(&xlat_errno, (uint64_t)err);
}

const char *signal_name(int sig)
{
	return xlat_name(&xlat_signal, (uint64_t)sig);
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
		sb_write(cur, tcp->pre.s + tcp->pre_start[i],
			 tcp->pre_end[i] - tcp->pre_start[i]);
	} else if (ad->fn(tcp, ad, i) == PRINT_SKIP) {
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
	ad->fn(tcp, ad, i);
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
	cur = &tcp->pre;
	cur->len = 0;
	for (unsigned j = from + 1; j < n; j++) {
		if (ad[j].out != ARG_IN)
			continue;
		tcp->pre_start[j] = cur->len;
		if (ad[j].fn(tcp, &ad[j], (int)j) == PRINT_SKIP) {
			cur->len = tcp->pre_start[j];
			tcp->pre_skip |= 1u << j;
		}
		tcp->pre_end[j] = cur->len;
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

static void print_retval(struct tcb *tcp)
{
	const struct sysdesc *sd = tcp->sd;
	int ret = sd ? sd->ret : RET_LONG;
	bool compat = personalities[tcp->pers].wordsize == 4;
	int64_t v = compat ? (int32_t)tcp->rval : tcp->rval;

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
			tputs(strerror(tcp->err));
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
		tprintf("%#llx", (unsigned long long)(compat ?
			(uint32_t)tcp->rval : (uint64_t)tcp->rval));
		break;
	case RET_OCT:
		tprintf("%#03llo", (unsigned long long)v);
		break;
	case RET_FD:
		print_fd_value(tcp, (int)v);
		break;
	case RET_UID:
	case RET_INT:
	case RET_PID:
		sb_put_dec(cur, (int)v);
		break;
	case RET_ENUM:
		print_xlat_enum(sd->retset, (uint64_t)v, NULL);
		break;
	case RET_FLAGS:
		tprintf("%#llx", (unsigned long long)v);
		if (v) {
			tputs(" (");
			print_xlat_flags(sd->retset, (uint64_t)v, NULL);
			tputc(')');
		}
		break;
	default:
		sb_put_dec(cur, v);
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
	print_retval(tcp);
	tcp->ret_end = cur->len;
}

/* The exit of a call that never returns (exit_group, or a thread killed
 * mid-call): close the argument list and show "?". */
void decode_noreturn(struct tcb *tcp)
{
	cur = &tcp->line;
	tcp->exit_start = cur->len;
	tputc(')');
	tcp->ret_start = cur->len;
	tputc('?');
	tcp->ret_end = cur->len;
}
