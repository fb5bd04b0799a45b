/* strace's text format: one line per syscall, "<unfinished ...>" when
 * another thread prints while a call is in progress, signal and exit
 * lines between "---" and "+++".
 *
 * Output is fully buffered when it goes to a file or pipe given with -o
 * (flushed at exit, on fatal signals and when we stop), and line
 * buffered on a terminal, where a person watches the trace as it
 * happens, and on stderr, which the tracee shares. */
#include "abitrace.h"

#include <errno.h>
#include <stdarg.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#define ACOLUMN 40

/* A line is assembled here and handed to stdio in one call: the
 * per-call overhead of stdio is larger than the copy. Only this thread
 * writes the trace, so no stdio locking either. */
static struct strbuf ob;

static void ob_flush(FILE *f)
{
	if (ob.len)
		fwrite_unlocked(ob.s, 1, ob.len, f);
	ob.len = 0;
}

static void out_spaces(size_t n)
{
	static const char sp[] = "                                        ";

	while (n) {
		size_t k = n < sizeof(sp) - 1 ? n : sizeof(sp) - 1;

		sb_write(&ob, sp, k);
		n -= k;
	}
}

/* A TID right-aligned in width, or left-aligned when width < 0. */
static size_t out_tid(pid_t tid, int width)
{
	size_t w = (size_t)(width < 0 ? -width : width);
	size_t start = ob.len, n;

	sb_put_dec(&ob, tid);
	n = ob.len - start;
	if (n >= w)
		return n;
	if (width < 0) {
		out_spaces(w - n);
	} else {
		out_spaces(w - n);
		memmove(ob.s + start + (w - n), ob.s + start, n);
		memset(ob.s + start, ' ', w - n);
	}
	return w;
}

static FILE *shared_out;
static struct tcb *open_tcb;	/* whose line is open in shared_out */
static size_t col;		/* output column of the open line */
static struct timespec last_ts;	/* -r */

static FILE *open_output(const char *name)
{
	FILE *f = fopen(name, "we");

	if (!f)
		die("cannot open %s: %s", name, strerror(errno));
	return f;
}

void out_init(void)
{
	if (opt.outfile && opt.outfile[0] == '|') {
		shared_out = popen(opt.outfile + 1, "w");
		if (!shared_out)
			die("cannot run %s: %s", opt.outfile + 1,
			    strerror(errno));
	} else if (opt.outfile && opt.output_separately <= 1) {
		shared_out = open_output(opt.outfile);
	} else if (!opt.outfile) {
		shared_out = stderr;
	}
	/* On a terminal a person watches; on stderr the tracee writes
	 * too (it inherited it), and its output must not overtake the
	 * lines of the calls that wrote it. */
	if (shared_out && (shared_out == stderr ||
			   isatty(fileno(shared_out))))
		setvbuf(shared_out, NULL, _IOLBF, 0);
	else if (shared_out)
		setvbuf(shared_out, NULL, _IOFBF, 1 << 16);
}

FILE *out_file_for(struct tcb *tcp)
{
	char name[4096];

	if (shared_out)
		return shared_out;
	if (!tcp->outf) {
		snprintf(name, sizeof(name), "%s.%d", opt.outfile, tcp->tid);
		tcp->outf = open_output(name);
		setvbuf(tcp->outf, NULL, _IOFBF, 1 << 14);
	}
	return tcp->outf;
}

static void unfinish_open_line(FILE *f)
{
	if (!open_tcb || f != shared_out)
		return;
	fputs_unlocked(" <unfinished ...>\n", f);
	open_tcb = NULL;
	col = 0;
}

/* Appends the TID and timestamp columns to ob; returns their width. */
static size_t print_prefix(struct tcb *tcp, FILE *f)
{
	struct timespec now;
	int n = 0;

	if (f == shared_out && opt.follow_forks && opt.outfile &&
	    opt.outfile[0] != '|') {
		n += (int)out_tid(tcp->tid, -5) + 1;
		sb_putc(&ob, ' ');
	} else if (f == shared_out && tcb_count() > 1) {
		sb_write(&ob, "[pid ", 5);
		n += 7 + (int)out_tid(tcp->tid, 5);
		sb_write(&ob, "] ", 2);
	}

	if (opt.tflag || opt.rflag)
		clock_gettime(opt.rflag ? CLOCK_MONOTONIC : CLOCK_REALTIME,
			      &now);
	if (opt.rflag) {
		struct timespec d = now;

		if (last_ts.tv_sec || last_ts.tv_nsec) {
			d.tv_sec -= last_ts.tv_sec;
			d.tv_nsec -= last_ts.tv_nsec;
			if (d.tv_nsec < 0) {
				d.tv_sec--;
				d.tv_nsec += 1000000000;
			}
		} else {
			d.tv_sec = d.tv_nsec = 0;
		}
		last_ts = now;
		n += sb_printf(&ob, "%6ld.%06ld ", (long)d.tv_sec,
			     d.tv_nsec / 1000);
	} else if (opt.tflag >= 3) {
		n += sb_printf(&ob, "%ld.%06ld ", (long)now.tv_sec,
			     now.tv_nsec / 1000);
	} else if (opt.tflag) {
		struct tm tm;
		char buf[32];

		localtime_r(&now.tv_sec, &tm);
		strftime(buf, sizeof(buf), "%H:%M:%S", &tm);
		if (opt.tflag == 2)
			n += sb_printf(&ob, "%s.%06ld ", buf,
					 now.tv_nsec / 1000);
		else
			n += sb_printf(&ob, "%s ", buf);
	}
	return n > 0 ? (size_t)n : 0;
}

static bool defer_entry(void)
{
	return opt.only_successful || opt.only_failed || opt.status_mask;
}

void out_syscall_entry(struct tcb *tcp)
{
	FILE *f;

	if ((tcp->flags & TCB_HIDDEN) || defer_entry())
		return;
	f = out_file_for(tcp);
	unfinish_open_line(f);
	col = print_prefix(tcp, f);
	sb_write(&ob, tcp->line.s, tcp->exit_start);
	ob_flush(f);
	col += tcp->exit_start;
	tcp->flags |= TCB_LINE_OPEN;
	if (f == shared_out)
		open_tcb = tcp;
}

static bool status_wanted(const struct tcb *tcp)
{
	if (opt.only_successful && tcp->err)
		return false;
	if (opt.only_failed && !tcp->err)
		return false;
	return true;
}

void out_syscall_exit(struct tcb *tcp)
{
	const char *s = tcp->line.s;
	FILE *f;

	if (tcp->flags & TCB_HIDDEN)
		return;
	f = out_file_for(tcp);
	if (defer_entry()) {
		if (!status_wanted(tcp))
			return;
		unfinish_open_line(f);
		col = print_prefix(tcp, f);
		sb_write(&ob, s, tcp->exit_start);
		col += tcp->exit_start;
	} else if (!(tcp->flags & TCB_LINE_OPEN) ||
		   (f == shared_out && open_tcb != tcp)) {
		const char *name = tcp->sd ? tcp->sd->name : NULL;

		unfinish_open_line(f);
		col = print_prefix(tcp, f);
		if (name)
			col += sb_printf(&ob, "<... %s resumed>", name);
		else
			col += sb_printf(&ob, "<... syscall_%#llx resumed>",
				       (unsigned long long)tcp->scno);
	}
	sb_write(&ob, s + tcp->exit_start, tcp->ret_start - tcp->exit_start);
	col += tcp->ret_start - tcp->exit_start;
	sb_putc(&ob, ' ');
	col++;
	if (col < ACOLUMN)
		out_spaces(ACOLUMN - col);
	sb_write(&ob, "= ", 2);
	sb_write(&ob, s + tcp->ret_start, tcp->ret_end - tcp->ret_start);
	if (opt.Tflag && tcp->sd && tcp->sd->ret != RET_NONE) {
		struct timespec d = tcp->exit_ts;

		d.tv_sec -= tcp->entry_ts.tv_sec;
		d.tv_nsec -= tcp->entry_ts.tv_nsec;
		if (d.tv_nsec < 0) {
			d.tv_sec--;
			d.tv_nsec += 1000000000;
		}
		sb_printf(&ob, " <%ld.%06ld>", (long)d.tv_sec,
			  d.tv_nsec / 1000);
	}
	sb_putc(&ob, '\n');
	ob_flush(f);
	tcp->flags &= ~TCB_LINE_OPEN;
	if (open_tcb == tcp)
		open_tcb = NULL;
	col = 0;
}

/* A whole line of its own: signals, exits, notes. */
void out_message(struct tcb *tcp, const char *fmt, ...)
{
	FILE *f = out_file_for(tcp);
	va_list ap;

	unfinish_open_line(f);
	print_prefix(tcp, f);
	ob_flush(f);
	va_start(ap, fmt);
	vfprintf(f, fmt, ap);
	va_end(ap);
	fputc('\n', f);
}

static void flush_one(struct tcb *tcp, void *data)
{
	(void)data;
	if (tcp->outf)
		fflush(tcp->outf);
}

void out_flush(void)
{
	if (shared_out)
		fflush(shared_out);
	tcb_foreach(flush_one, NULL);
}

void out_finish(void)
{
	if (open_tcb) {
		FILE *f = shared_out;

		fputs(" <unfinished ...>\n", f);
		open_tcb = NULL;
	}
	out_flush();
	if (opt.outfile && opt.outfile[0] == '|' && shared_out)
		pclose(shared_out);
	else if (shared_out && shared_out != stderr)
		fclose(shared_out);
	shared_out = NULL;
}

/* -ff: a process's file is closed when its last thread is gone. */
void out_close_for(struct tcb *tcp)
{
	if (tcp->outf) {
		fclose(tcp->outf);
		tcp->outf = NULL;
	}
}

void out_reassign_open(struct tcb *from, struct tcb *to)
{
	if (open_tcb == from)
		open_tcb = to;
}

/* The thread goes away mid-call (detach): its line stays unfinished. */
void out_syscall_abandon(struct tcb *tcp)
{
	if (open_tcb == tcp) {
		fputs(" <unfinished ...>\n", shared_out);
		open_tcb = NULL;
		col = 0;
	}
	tcp->flags &= ~TCB_LINE_OPEN;
}
