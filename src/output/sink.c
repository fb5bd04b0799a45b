/* Where the trace goes, for the backends that write it (text, JSON):
 * stderr (stdout for a backend that asks, JSON), -o FILE, -o |CMD, or
 * one FILE.PID per process with -ff.
 *
 * Output is fully buffered when it goes to a file or pipe (flushed at
 * exit, on fatal signals and when we stop), and line buffered on a
 * terminal, where a person watches the trace as it happens. */
#include "output/output.h"
#include "output/task.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

static FILE *shared_out;
static FILE *std_out;		/* where output goes without -o */
static bool shared_full;	/* shared_out is fully buffered */

void sink_init(bool to_stdout)
{
	std_out = to_stdout ? stdout : stderr;
	if (out_cfg->outfile && out_cfg->outfile[0] == '|') {
		shared_out = popen(out_cfg->outfile + 1, "w");
		if (!shared_out)
			die("cannot run %s: %s", out_cfg->outfile + 1,
			    strerror(errno));
	} else if (out_cfg->outfile && !out_cfg->output_separately) {
		shared_out = outfile_open(out_cfg->outfile, false);
	} else if (!out_cfg->outfile) {
		shared_out = std_out;
	}
	/* A terminal, or stderr that the tracee may share (2>&1): a line
	 * at a time, so the trace and the program's own output appear in
	 * the order they happened. A file of our own: big buffers.
	 * -I anywhere: abitrace may die of a signal at any moment, and
	 * what was traced must be in the file by then. */
	if (shared_out && out_cfg->interruptible == 1)
		setvbuf(shared_out, NULL, _IONBF, 0);
	else if (shared_out && (shared_out == stderr ||
				isatty(fileno(shared_out))))
		setvbuf(shared_out, NULL, _IOLBF, 1 << 16);
	else if (shared_out)
		setvbuf(shared_out, NULL, _IOFBF, 1 << 16);
	shared_full = shared_out && out_cfg->interruptible != 1 &&
		      shared_out != stderr && !isatty(fileno(shared_out));
}

/* f is the shared file, fully buffered: a backend may keep a line's
 * first half until its second without anyone seeing the difference. */
bool sink_holds_lines(FILE *f)
{
	return shared_full && f == shared_out;
}

bool sink_uses_stdout(void)
{
	return shared_out == stdout;
}

bool sink_is_shared(FILE *f)
{
	return f == shared_out;
}

FILE *sink_file_for(const struct tcb *tcp)
{
	char name[4096];

	if (shared_out)
		return shared_out;
	if (!tcp->out->own->outf) {
		snprintf(name, sizeof(name), "%s.%d", out_cfg->outfile,
			 tcp->tid);
		tcp->out->own->outf = outfile_open(name, true);
		if (out_cfg->interruptible == 1)	/* see sink_init */
			setvbuf(tcp->out->own->outf, NULL, _IONBF, 0);
		else
			setvbuf(tcp->out->own->outf, NULL, _IOFBF, 1 << 14);
	}
	return tcp->out->own->outf;
}

/* The table goes where the trace goes: stderr (stdout for --json), or
 * the -o file (with -ff, the shared file does not exist, so stderr). */
FILE *sink_summary_file(void)
{
	if (out_cfg->outfile && !out_cfg->output_separately && shared_out)
		return shared_out;
	return out_cfg->outfile ? stderr : std_out;
}

static void flush_one(struct tcb *tcp, void *data)
{
	(void)data;
	if (tcp->out->own->outf)
		fflush(tcp->out->own->outf);
}

void sink_flush(void)
{
	if (shared_out)
		fflush(shared_out);
	out_thr->each(flush_one, NULL);
}

/* The first write of a trace file that failed (a full disk, /dev/full,
 * a pipe whose reader is gone): the trace is incomplete, which
 * sink_finish says once, at the end, so that abitrace exits with 1. */
static int write_errno;
static pid_t write_pid;

/* After each line: stdio sets no errno when it succeeds, so the errno of
 * the first line that failed is its write's. */
void sink_check_written(FILE *f, const struct tcb *tcp)
{
	if (!ferror(f))
		return;
	if (f == shared_out && outfile_check_closed(f, out_cfg->outfile ?
			out_cfg->outfile : f == stdout ? "stdout" : "stderr"))
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

int sink_finish(void)
{
	check_written(shared_out, 0);
	sink_flush();
	if (out_cfg->outfile && out_cfg->outfile[0] == '|' && shared_out)
		pclose(shared_out);
	else if (shared_out && shared_out != stderr &&
		 shared_out != stdout &&
		 fclose(shared_out) == EOF && !write_errno)
		write_errno = errno;
	shared_out = NULL;
	shared_full = false;
	/* A reader of -o |CMD, or of our stdout, that stopped reading
	 * wanted no more. */
	if (write_errno == EPIPE &&
	    (!out_cfg->outfile || out_cfg->outfile[0] == '|'))
		write_errno = 0;
	if (!write_errno)
		return 0;
	if (write_pid)
		fprintf(stderr, "%s: cannot write the trace to %s.%d: %s\n",
			progname, out_cfg->outfile, write_pid,
			strerror(write_errno));
	else
		fprintf(stderr, "%s: cannot write the trace to %s: %s\n",
			progname, out_cfg->outfile ? out_cfg->outfile : "stdout",
			strerror(write_errno));
	return -1;
}

/* -ff: a process's file is closed when its last thread is gone. */
void sink_close_for(struct tcb *tcp)
{
	if (tcp->out->own->outf) {
		check_written(tcp->out->own->outf, tcp->tid);
		if (fclose(tcp->out->own->outf) == EOF && !write_errno) {
			write_errno = errno;
			write_pid = tcp->tid;
		}
		tcp->out->own->outf = NULL;
	}
}
