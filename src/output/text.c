/* strace's text format: one line per syscall, "<unfinished ...>" when
 * another thread prints while a call is in progress, signal and exit
 * lines between "---" and "+++".
 *
 * Output is fully buffered when it goes to a file or pipe (flushed at
 * exit, on fatal signals and when we stop), and line buffered on a
 * terminal, where a person watches the trace as it happens. */
#include "abitrace.h"

#include <errno.h>
#include <stdarg.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#define ACOLUMN 40

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
	} else if (opt.outfile && !opt.output_separately) {
		shared_out = open_output(opt.outfile);
	} else if (!opt.outfile) {
		shared_out = stderr;
	}
	if (shared_out && isatty(fileno(shared_out)))
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
	fputs(" <unfinished ...>\n", f);
	open_tcb = NULL;
	col = 0;
}

static size_t print_prefix(struct tcb *tcp, FILE *f)
{
	struct timespec now;
	int n = 0;

	/* As strace: with -o (a file or a pipe), "PID " under -f or when
	 * several threads are traced; on stderr, "[pid PID] " only when
	 * several are. -ff files need no prefix at all. */
	if (f != shared_out)
		;
	else if (opt.outfile && (opt.follow_forks || tcb_count() > 1))
		n += fprintf(f, "%-5d ", tcp->tid);
	else if (!opt.outfile && tcb_count() > 1)
		n += fprintf(f, "[pid %5d] ", tcp->tid);

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
		n += fprintf(f, "%6ld.%06ld ", (long)d.tv_sec,
			     d.tv_nsec / 1000);
	} else if (opt.tflag >= 3) {
		n += fprintf(f, "%ld.%06ld ", (long)now.tv_sec,
			     now.tv_nsec / 1000);
	} else if (opt.tflag) {
		struct tm tm;
		char buf[32];

		localtime_r(&now.tv_sec, &tm);
		strftime(buf, sizeof(buf), "%H:%M:%S", &tm);
		if (opt.tflag == 2)
			n += fprintf(f, "%s.%06ld ", buf, now.tv_nsec / 1000);
		else
			n += fprintf(f, "%s ", buf);
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
	fwrite(tcp->line.s, 1, tcp->exit_start, f);
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
		fwrite(s, 1, tcp->exit_start, f);
		col += tcp->exit_start;
	} else if (!(tcp->flags & TCB_LINE_OPEN) ||
		   (f == shared_out && open_tcb != tcp)) {
		const char *name = tcp->sd ? tcp->sd->name : NULL;

		unfinish_open_line(f);
		col = print_prefix(tcp, f);
		if (name)
			col += fprintf(f, "<... %s resumed>", name);
		else
			col += fprintf(f, "<... syscall_%#llx resumed>",
				       (unsigned long long)tcp->scno);
	}
	fwrite(s + tcp->exit_start, 1, tcp->ret_start - tcp->exit_start, f);
	col += tcp->ret_start - tcp->exit_start;
	fputc(' ', f);
	col++;
	if (col < ACOLUMN)
		fprintf(f, "%*s", (int)(ACOLUMN - col), "");
	fputs("= ", f);
	fwrite(s + tcp->ret_start, 1, tcp->ret_end - tcp->ret_start, f);
	if (opt.Tflag && tcp->sd && tcp->sd->ret != RET_NONE) {
		struct timespec d = tcp->exit_ts;

		d.tv_sec -= tcp->entry_ts.tv_sec;
		d.tv_nsec -= tcp->entry_ts.tv_nsec;
		if (d.tv_nsec < 0) {
			d.tv_sec--;
			d.tv_nsec += 1000000000;
		}
		fprintf(f, " <%ld.%06ld>", (long)d.tv_sec, d.tv_nsec / 1000);
	}
	fputc('\n', f);
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

/* We let go of the thread mid-call: its line ends with " <detached ...>"
 * as strace's does, whichever thread printed last. */
void out_syscall_abandon(struct tcb *tcp)
{
	if (open_tcb == tcp) {
		fputs(" <detached ...>\n", shared_out);
		open_tcb = NULL;
		col = 0;
	}
	tcp->flags &= ~TCB_LINE_OPEN;
}
