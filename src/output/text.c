/* strace's text format: one line per syscall, "<unfinished ...>" when
 * another thread prints while a call is in progress, signal and exit
 * lines between "---" and "+++".
 *
 * Output is fully buffered when it goes to a file or pipe (flushed at
 * exit, on fatal signals and when we stop), and line buffered on a
 * terminal, where a person watches the trace as it happens. */
#include "abitrace.h"
#include "unwind/stacktrace.h"
#include "filter.h"
#include "output/json.h"
#include "notes/notes.h"

#include <errno.h>
#include <stdarg.h>
#include <string.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#define ACOLUMN 40

/* Each write is assembled here and handed to stdio in one call: a line
 * used to go out in up to ten pieces, each paying stdio's locking and
 * bookkeeping (and fprintf's format parsing for the TID column and the
 * padding), which cost more than building the line. Only this thread
 * writes the trace, so the unlocked call is safe. Empty between calls. */
static struct strbuf ob;

static void ob_flush(FILE *f)
{
	if (ob.len)
		fwrite_unlocked(ob.s, 1, ob.len, f);
	ob.len = 0;
}

static void ob_spaces(size_t n)
{
	static const char sp[] = "                                        ";

	while (n) {
		size_t k = n < sizeof(sp) - 1 ? n : sizeof(sp) - 1;

		sb_write(&ob, sp, k);
		n -= k;
	}
}

/* printf's "%*lld" (width > 0) and "%-*lld" (width < 0), without
 * parsing a format per line. Returns the columns written. */
static size_t ob_dec(long long v, int width)
{
	size_t w = (size_t)(width < 0 ? -width : width);
	size_t start = ob.len, n;

	sb_put_dec(&ob, v);
	n = ob.len - start;
	if (n >= w)
		return n;
	ob_spaces(w - n);
	if (width > 0) {
		memmove(ob.s + start + (w - n), ob.s + start, n);
		memset(ob.s + start, ' ', w - n);
	}
	return w;
}

static FILE *shared_out;
static struct tcb *open_tcb;	/* whose line is open in shared_out */
static size_t col;		/* output column of the open line */
static struct timespec last_ts;	/* -r */

void out_init(void)
{
	if (opt.outfile && opt.outfile[0] == '|') {
		shared_out = popen(opt.outfile + 1, "w");
		if (!shared_out)
			die("cannot run %s: %s", opt.outfile + 1,
			    strerror(errno));
	} else if (opt.outfile && !opt.output_separately) {
		shared_out = outfile_open(opt.outfile, false);
	} else if (!opt.outfile) {
		shared_out = stderr;
	}
	/* A terminal, or stderr that the tracee may share (2>&1): a line
	 * at a time, so the trace and the program's own output appear in
	 * the order they happened. A file of our own: big buffers. */
	if (shared_out && (shared_out == stderr ||
			   isatty(fileno(shared_out))))
		setvbuf(shared_out, NULL, _IOLBF, 1 << 16);
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
		tcp->outf = outfile_open(name, true);
		setvbuf(tcp->outf, NULL, _IOFBF, 1 << 14);
	}
	return tcp->outf;
}

/* Appends to ob: the caller writes it out with its own line. */
static void unfinish_open_line(FILE *f)
{
	if (!open_tcb || f != shared_out)
		return;
	sb_write(&ob, " <unfinished ...>\n", 18);
	open_tcb = NULL;
	col = 0;
}

static int print_relative(void)
{
	struct timespec now, d;

	clock_gettime(CLOCK_MONOTONIC, &now);
	d = now;
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
	return sb_printf(&ob, "%6ld.%06ld ", (long)d.tv_sec, d.tv_nsec / 1000);
}

/* -t "12:34:56 ", -tt "12:34:56.123456 ", -ttt "1700000000.123456 " */
static int print_absolute(void)
{
	struct timespec now;
	struct tm tm;
	char buf[32];

	clock_gettime(CLOCK_REALTIME, &now);
	if (opt.tflag >= 3)
		return sb_printf(&ob, "%lld.%06ld ", (long long)now.tv_sec,
				 now.tv_nsec / 1000);
	localtime_r(&now.tv_sec, &tm);
	strftime(buf, sizeof(buf), "%H:%M:%S", &tm);
	if (opt.tflag == 2)
		return sb_printf(&ob, "%s.%06ld ", buf, now.tv_nsec / 1000);
	return sb_printf(&ob, "%s ", buf);
}

/* "[pid N] ", then the timestamp, then with -n and on syscall lines
 * the number "[ 257] ", appended to ob. Returns the columns written. */
static size_t print_prefix(struct tcb *tcp, FILE *f, bool syscall_line)
{
	size_t n = 0;

	/* As strace: with -o (a file or a pipe), "PID " under -f or when
	 * several threads are traced; on stderr, "[pid PID] " only when
	 * several are. -ff files need no prefix at all. */
	if (f != shared_out)
		;
	else if (opt.outfile && (opt.follow_forks || tcb_shown_count() > 1)) {
		n += ob_dec(tcp->tid, -5) + 1;
		sb_putc(&ob, ' ');
	} else if (!opt.outfile && tcb_shown_count() > 1) {
		sb_write(&ob, "[pid ", 5);
		n += 7 + ob_dec(tcp->tid, 5);
		sb_write(&ob, "] ", 2);
	}

	if (opt.rflag)
		n += (size_t)print_relative();
	else if (opt.tflag)
		n += (size_t)print_absolute();
	if (syscall_line && opt.nflag)
		n += (size_t)sb_printf(&ob, "[%4llu] ",
				       (unsigned long long)tcp->scno);
	return n;
}

/* With a status filter a call is printed only once its outcome is
 * known, so nothing is written at entry. */
static bool defer_entry(void)
{
	return opt.status_mask != 0 || opt.lint;
}

void out_syscall_entry(struct tcb *tcp)
{
	FILE *f;

	if (tcp->flags & TCB_HIDDEN)
		return;
	if (opt.json) {
		if (opt.tflag || opt.rflag)
			clock_gettime(CLOCK_REALTIME, &tcp->stamp);
		return;
	}
	if (defer_entry())
		return;
	f = out_file_for(tcp);
	unfinish_open_line(f);
	col = print_prefix(tcp, f, true);
	sb_write(&ob, tcp->line.s, tcp->exit_start);
	ob_flush(f);
	col += tcp->exit_start;
	tcp->flags |= TCB_LINE_OPEN;
	if (f == shared_out)
		open_tcb = tcp;
}

/* out_syscall_exit() is called with TCB_INSYSCALL still set only for a
 * call that ends without returning (the thread exited). */
static unsigned call_status(const struct tcb *tcp)
{
	if (tcp->flags & TCB_INSYSCALL)
		return STATUS_UNFINISHED;
	return tcp->err ? STATUS_FAILED : STATUS_SUCCESSFUL;
}

static bool status_wanted(unsigned status)
{
	return !opt.status_mask || (opt.status_mask & status);
}

static void print_duration(struct tcb *tcp)
{
	struct timespec d = tcp->exit_ts;

	d.tv_sec -= tcp->entry_ts.tv_sec;
	d.tv_nsec -= tcp->entry_ts.tv_nsec;
	if (d.tv_nsec < 0) {
		d.tv_sec--;
		d.tv_nsec += 1000000000;
	}
	sb_printf(&ob, " <%ld.%06ld>", (long)d.tv_sec, d.tv_nsec / 1000);
}

/* The start of the line, in ob, when its entry part is not the open
 * line. */
static void start_exit_line(struct tcb *tcp, FILE *f)
{
	const char *name = tcp->sd ? tcp->sd->name : NULL;
	size_t start;

	if (defer_entry()) {
		unfinish_open_line(f);
		col = print_prefix(tcp, f, true);
		sb_write(&ob, tcp->line.s, tcp->exit_start);
		col += tcp->exit_start;
		return;
	}
	if ((tcp->flags & TCB_LINE_OPEN) &&
	    (f != shared_out || open_tcb == tcp))
		return;
	unfinish_open_line(f);
	col = print_prefix(tcp, f, true);
	start = ob.len;
	if (name) {
		sb_write(&ob, "<... ", 5);
		sb_puts(&ob, name);
	} else {
		sb_write(&ob, "<... syscall_", 13);
		sb_put_hex(&ob, tcp->scno);
	}
	sb_write(&ob, " resumed>", 9);
	col += ob.len - start;
}

void out_syscall_exit(struct tcb *tcp)
{
	const char *s = tcp->line.s;
	unsigned status = call_status(tcp);
	FILE *f;

	if ((tcp->flags & TCB_HIDDEN) || !status_wanted(status) ||
	    (opt.lint && !notes_count(tcp)))	/* --lint: noted calls */
		return;
	if (opt.json) {
		json_syscall(tcp, status);
		return;
	}
	f = out_file_for(tcp);
	start_exit_line(tcp, f);
	sb_write(&ob, s + tcp->exit_start, tcp->ret_start - tcp->exit_start);
	col += tcp->ret_start - tcp->exit_start;
	sb_putc(&ob, ' ');
	col++;
	if (col < ACOLUMN)
		ob_spaces(ACOLUMN - col);
	sb_write(&ob, "= ", 2);
	sb_write(&ob, s + tcp->ret_start, tcp->ret_end - tcp->ret_start);
	if (opt.Tflag && status != STATUS_UNFINISHED && tcp->sd &&
	    tcp->sd->ret != RET_NONE)
		print_duration(tcp);
	sb_putc(&ob, '\n');
	ob_flush(f);
	out_check_written(f, tcp);
	tcp->flags &= ~TCB_LINE_OPEN;
	if (open_tcb == tcp)
		open_tcb = NULL;
	col = 0;
}

void out_signal(struct tcb *tcp, const void *siginfo, const char *text)
{
	if (opt.json)
		json_signal(tcp, siginfo, text);
	else
		out_message(tcp, "--- %s ---", text);
}

void out_exited(struct tcb *tcp, int status)
{
	const char *sig;

	if (opt.json) {
		json_exited(tcp, status);
		return;
	}
	if (WIFEXITED(status)) {
		out_message(tcp, "+++ exited with %d +++", WEXITSTATUS(status));
		return;
	}
	sig = signal_name(WTERMSIG(status));
	out_message(tcp, "+++ killed by %s%s +++", sig ? sig : "SIG?",
		    WCOREDUMP(status) ? " (core dumped)" : "");
}

/* A whole line of its own: signals, exits, notes. */
void out_message(struct tcb *tcp, const char *fmt, ...)
{
	FILE *f = out_file_for(tcp);
	va_list ap;

	if (opt.json) {
		va_start(ap, fmt);
		json_message(tcp, fmt, ap);
		va_end(ap);
		return;
	}
	unfinish_open_line(f);
	print_prefix(tcp, f, false);
	ob_flush(f);
	va_start(ap, fmt);
	vfprintf(f, fmt, ap);
	va_end(ap);
	fputc('\n', f);
	out_check_written(f, tcp);
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

/* The first write of a trace file that failed (a full disk, /dev/full,
 * a pipe whose reader is gone): the trace is incomplete, which
 * out_finish says once, at the end, so that abitrace exits with 1. */
static int write_errno;
static pid_t write_pid;

/* After each line: stdio sets no errno when it succeeds, so the errno of
 * the first line that failed is its write's. */
void out_check_written(FILE *f, const struct tcb *tcp)
{
	if (!ferror(f))
		return;
	if (f == shared_out && outfile_check_closed(f, opt.outfile ?
						   opt.outfile : "stderr"))
		return;
	if (write_errno || f == stderr)
		return;
	write_errno = errno ? errno : EIO;
	write_pid = f == shared_out || !tcp ? 0 : tcp->tid;
}

static void check_written(FILE *f, pid_t pid)
{
	if (!f || f == stderr || write_errno)
		return;
	errno = 0;
	if (fflush(f) == EOF || ferror(f)) {
		write_errno = errno ? errno : EIO;
		write_pid = pid;
	}
}

int out_finish(void)
{
	if (open_tcb) {
		FILE *f = shared_out;

		fputs(" <unfinished ...>\n", f);
		open_tcb = NULL;
	}
	check_written(shared_out, 0);
	out_flush();
	if (opt.outfile && opt.outfile[0] == '|' && shared_out)
		pclose(shared_out);
	else if (shared_out && shared_out != stderr &&
		 fclose(shared_out) == EOF && !write_errno)
		write_errno = errno;
	shared_out = NULL;
	/* A reader of -o |CMD that stopped reading wanted no more. */
	if (write_errno == EPIPE && opt.outfile[0] == '|')
		write_errno = 0;
	if (!write_errno)
		return 0;
	if (write_pid)
		fprintf(stderr, "%s: cannot write the trace to %s.%d: %s\n",
			progname, opt.outfile, write_pid, strerror(write_errno));
	else
		fprintf(stderr, "%s: cannot write the trace to %s: %s\n",
			progname, opt.outfile, strerror(write_errno));
	return -1;
}

/* -ff: a process's file is closed when its last thread is gone. */
void out_close_for(struct tcb *tcp)
{
	if (tcp->outf) {
		check_written(tcp->outf, tcp->tid);
		if (fclose(tcp->outf) == EOF && !write_errno) {
			write_errno = errno;
			write_pid = tcp->tid;
		}
		tcp->outf = NULL;
	}
}

void out_reassign_open(struct tcb *from, struct tcb *to)
{
	if (open_tcb == from)
		open_tcb = to;
}

/* We detach from a thread in the middle of a call: the call's line
 * ends with "<detached ...>" (and a deferred one is printed now, when
 * -e status= asks for detached calls). */
void out_syscall_abandon(struct tcb *tcp)
{
	FILE *f;

	if (!(tcp->flags & TCB_INSYSCALL) || (tcp->flags & TCB_HIDDEN) ||
	    opt.count == 1 || !status_wanted(STATUS_DETACHED))
		goto done;
	if (opt.json) {
		json_syscall(tcp, STATUS_DETACHED);
		goto done;
	}
	f = out_file_for(tcp);
	if (defer_entry() || !(tcp->flags & TCB_LINE_OPEN) ||
	    (f == shared_out && open_tcb != tcp))
		start_exit_line(tcp, f);
	ob_flush(f);
	fputs(" <detached ...>\n", f);
	if (open_tcb == tcp)
		open_tcb = NULL;
	col = 0;
done:
	tcp->flags &= ~TCB_LINE_OPEN;
}

/* -k: the frames captured at entry, one line each below the call. */
void out_stack(struct tcb *tcp)
{
	static struct strbuf sb;
	FILE *f = out_file_for(tcp);
	const struct stack_frame *fr;
	unsigned n;
	const char *error;

	if (opt.json)
		return;		/* the frames are in the syscall's object */
	fr = stack_frames(tcp, &n, &error);
	if (!n) {
		fprintf(f, " > (no stack: %s)\n", error ? error : "empty");
		return;
	}
	for (unsigned i = 0; i < n; i++) {
		sb.len = 0;
		stack_format_frame(&sb, &fr[i].f);
		sb_putc(&sb, '\n');
		fwrite(sb.s, 1, sb.len, f);
	}
}
