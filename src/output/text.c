/* The text backend, strace's format: one line per syscall,
 * "<unfinished ...>" when another thread prints while a call is in
 * progress, signal and exit lines between "---" and "+++", the -k
 * frames and the notes under a call, the --lint report and the -c
 * table at the end. */
#include "output/output.h"
#include "output/task.h"
#include "output/color.h"
#include "output/picture.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>


/* Each write is assembled here and handed to stdio in one call: a line
 * used to go out in up to ten pieces, each paying stdio's locking and
 * bookkeeping (and fprintf's format parsing for the TID column and the
 * padding), which cost more than building the line. Only this thread
 * writes the trace, so the unlocked call is safe. Empty between calls. */
static struct strbuf ob;

/* The entry half of a line that went to a fully buffered file (-o FILE
 * or a pipe, sink_holds_lines) stays in ob until the next write, most
 * often its own exit: one stdio call a line instead of two. Nobody can
 * see a partial line there anyway (stdio holds it too); a terminal,
 * stderr and -I1 get it at once as before. Every hook of this backend
 * but the entry and the exit, which write to the same file, lets it
 * go first (ob_release), and so does out_flush. */
static FILE *ob_held;

static void ob_flush(FILE *f)
{
	ob_held = NULL;
	if (ob.len)
		fwrite_unlocked(ob.s, 1, ob.len, f);
	ob.len = 0;
}

static void ob_release(void)
{
	if (ob_held)
		ob_flush(ob_held);
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

static bool color;		/* --color: SGR sequences around tokens */

/* Text in one colour, or as it is. */
static void ob_span(const char *sgr, const char *s, size_t n)
{
	if (color)
		color_span(&ob, sgr, s, n);
	else
		sb_write(&ob, s, n);
}

/* A call's name and arguments (the start of its line). */
static void ob_head(const char *s, size_t n)
{
	if (color)
		color_call_head(&ob, s, n);
	else
		sb_write(&ob, s, n);
}

/* whose line is open in the shared file */
static const struct tcb *open_tcb;
static size_t col;		/* output column of the open line */
static struct timespec last_ts;	/* -r */

/* Appends to ob: the caller writes it out with its own line. */
static void unfinish_open_line(FILE *f)
{
	if (!open_tcb || !sink_is_shared(f))
		return;
	sb_putc(&ob, ' ');
	ob_span(SGR_FAINT, "<unfinished ...>", 16);
	sb_putc(&ob, '\n');
	open_tcb = NULL;
	col = 0;
}

/* The fraction of a second in `digits` digits (0: none). */
static int put_fraction(long nsec, int digits)
{
	long div = 1;

	if (!digits)
		return 0;
	for (int i = digits; i < 9; i++)
		div *= 10;
	return sb_printf(&ob, ".%0*ld", digits, nsec / div);
}

/* -r: the time since the previous line; "(+ ...)" after -t's time. */
static int print_relative(void)
{
	struct timespec now, d;
	int n;

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
	n = sb_printf(&ob, "%s%6ld", out_cfg->tflag ? "(+" : "", (long)d.tv_sec);
	n += put_fraction(d.tv_nsec, out_cfg->r_digits);
	sb_puts(&ob, out_cfg->tflag ? ") " : " ");
	return n + (out_cfg->tflag ? 2 : 1);
}

/* -t "12:34:56 ", -tt "12:34:56.123456 ", -ttt "1700000000.123456 ",
 * with --timestamps' precision. */
static int print_absolute(void)
{
	struct timespec now;
	struct tm tm;
	char buf[32];
	int n;

	clock_gettime(CLOCK_REALTIME, &now);
	if (out_cfg->tflag >= 3) {
		n = sb_printf(&ob, "%lld", (long long)now.tv_sec);
	} else {
		localtime_r(&now.tv_sec, &tm);
		strftime(buf, sizeof(buf), "%H:%M:%S", &tm);
		n = sb_printf(&ob, "%s", buf);
	}
	n += put_fraction(now.tv_nsec, out_cfg->t_digits);
	sb_putc(&ob, ' ');
	return n + 1;
}

/* -i: where the call was made from, or where the signal found the
 * thread; a thread that is gone has no instruction pointer. */
static bool ip_gone;

static int print_ip(const struct tcb *tcp)
{
	int w = personalities[tcp->pers].wordsize * 2;

	if (ip_gone) {
		sb_putc(&ob, '[');
		for (int i = 0; i < w; i++)
			sb_putc(&ob, '?');
		sb_write(&ob, "] ", 2);
		return w + 3;
	}
	return sb_printf(&ob, "[%0*llx] ", w, (unsigned long long)(w == 8 ?
			 (uint32_t)tcp->regs.ip : tcp->regs.ip));
}

/* The pid part of the prefix, appended to ob. Returns the columns
 * written. As strace: with -o (a file or a pipe), "PID " under -f or
 * when several threads are traced; on stderr, "[pid PID] " only when
 * several are. -ff files need no prefix at all. */
static size_t print_pid(const struct tcb *tcp, FILE *f)
{
	size_t n = 0;

	if (!sink_is_shared(f))
		;
	else if ((out_cfg->outfile || out_cfg->always_show_pid) &&
		 out_cfg->pid_prefix) {
		size_t at = ob.len;

		/* -Y: "PID<comm> ", the id without its padding. */
		if (out_cfg->decode_pids & DECODE_PID_COMM) {
			sb_put_dec(&ob, tcp->tid);
			print_tid_comm(&ob, tcp->tid);
		} else {
			ob_dec(tcp->tid, -5);
		}
		n += ob.len - at + 1;
		sb_putc(&ob, ' ');
	} else if (!out_cfg->outfile && out_thr->shown() > 1) {
		size_t at = ob.len;

		sb_write(&ob, "[pid ", 5);
		ob_dec(tcp->tid, 5);
		print_tid_comm(&ob, tcp->tid);
		sb_write(&ob, "] ", 2);
		n += ob.len - at;
	}
	return n;
}

/* "[pid N] ", then the timestamp, then with -n and on syscall lines
 * the number "[ 257] ", appended to ob. Returns the columns written. */
static size_t print_prefix(const struct tcb *tcp, FILE *f, bool syscall_line)
{
	size_t n = print_pid(tcp, f);

	if (out_cfg->tflag)
		n += (size_t)print_absolute();
	if (out_cfg->rflag)
		n += (size_t)print_relative();
	if (syscall_line && out_cfg->nflag)
		n += (size_t)sb_printf(&ob, "[%4llu] ",
				       (unsigned long long)tcp->call.scno);
	if (out_cfg->iflag)
		n += (size_t)print_ip(tcp);
	return n;
}

/* With a status filter a call is printed only once its outcome is
 * known, so nothing is written at entry. */
static bool defer_entry(void)
{
	return out_cfg->status_mask != 0 || out_cfg->lint;
}

static void text_entry(const struct tcb *tcp)
{
	FILE *f;

	if (defer_entry())
		return;
	f = sink_file_for(tcp);
	if (ob_held != f)
		ob_release();
	unfinish_open_line(f);
	col = print_prefix(tcp, f, true);
	ob_head(tcp->out->line.s, tcp->out->exit_start);
	if (sink_holds_lines(f))
		ob_held = f;
	else
		ob_flush(f);
	col += tcp->out->exit_start;
	tcp->out->own->open_col = col;
	tcp->out->own->line_open = true;
	if (sink_is_shared(f))
		open_tcb = tcp;
}

static bool status_wanted(unsigned status)
{
	return !out_cfg->status_mask || (out_cfg->status_mask & status);
}

static void print_duration(const struct tcb *tcp)
{
	struct timespec d = out_call_duration(tcp);

	sb_printf(&ob, " <%ld", (long)d.tv_sec);
	put_fraction(d.tv_nsec, out_cfg->T_digits);
	sb_putc(&ob, '>');
}

/* The start of the line, in ob, when its entry part is not the open
 * line. */
static void start_exit_line(const struct tcb *tcp, FILE *f)
{
	const char *name = tcp->call.sd ? tcp->call.sd->name : NULL;
	size_t start;

	if (defer_entry()) {
		unfinish_open_line(f);
		col = print_prefix(tcp, f, true);
		ob_head(tcp->out->line.s, tcp->out->exit_start);
		col += tcp->out->exit_start;
		return;
	}
	/* -ff: another process may have written a line since. */
	if (tcp->out->own->line_open &&
	    (!sink_is_shared(f) || open_tcb == tcp)) {
		col = tcp->out->own->open_col;
		return;
	}
	unfinish_open_line(f);
	col = print_prefix(tcp, f, true);
	start = ob.len;
	if (name) {
		sb_write(&ob, "<... ", 5);
		sb_puts(&ob, name);
	} else {
		sb_write(&ob, "<... syscall_", 13);
		sb_put_hex(&ob, tcp->call.scno);
	}
	sb_write(&ob, " resumed>", 9);
	col += ob.len - start;
	if (color) {
		/* The same text, faint (col counts the text alone). */
		static struct strbuf t;

		t.len = 0;
		sb_write(&t, ob.s + start, ob.len - start);
		ob.len = start;
		color_span(&ob, SGR_FAINT, t.s, t.len);
	}
}

/* A site without a line (no -g, or stripped) names its module and
 * offset; the file's GNU build ID says which build the offset is of
 * (debuginfod, a debug package). Hex: nothing to escape. */
static const char *build_id_sep(const struct note *n)
{
	return n->site_build_id && !n->site_file ? ", build-id " : "";
}

static const char *build_id_of(const struct note *n)
{
	return n->site_build_id && !n->site_file ? n->site_build_id : "";
}

/* " [at FUNC (FILE:LINE)]", " [at FUNC (MODULE+0xOFF), build-id HEX]"
 * or " [at FUNC, build-id HEX]". */
static void print_note_site(struct strbuf *sb, const struct note *n)
{
	sb_lit(sb, " [at ");
	sb_puts(sb, n->site_func);
	if (n->site_file) {
		sb_lit(sb, " (");
		sb_puts(sb, n->site_file);
		sb_putc(sb, ':');
		sb_put_dec(sb, n->site_line);
		sb_putc(sb, ')');
	} else if (n->site_module) {
		sb_lit(sb, " (");
		sb_puts(sb, n->site_module);
		sb_putc(sb, ')');
	}
	sb_puts(sb, build_id_sep(n));
	sb_puts(sb, build_id_of(n));
	sb_putc(sb, ']');
}

/* -k: the frames captured at entry, one line each below the call:
 *  > MODULE(FUNCTION+0xOFFSET) [0xMODULE_OFFSET] FILE:LINE
 * A frame with neither symbol nor line (a stripped file) has only its
 * module and offset to lead back to the code: its build ID follows
 * ("build-id HEX"), the build that offset is of. */
static void print_stack(FILE *f, const struct call_extra *x)
{
	static struct strbuf sb;

	if (!x->nframes) {
		fprintf(f, " > (no stack: %s)\n",
			x->stack_error ? x->stack_error : "empty");
		return;
	}
	for (unsigned i = 0; i < x->nframes; i++) {
		const struct unwind_frame *fr = &x->frames[i];

		/* The module path, symbol and source file name are the
		 * tracee's bytes (its file system, ELF and DWARF): escaped
		 * like its strings. */
		sb.len = 0;
		sb_puts(&sb, " > ");
		sb_put_escaped(&sb, fr->module ? fr->module : "?");
		if (fr->func) {
			sb_putc(&sb, '(');
			sb_put_escaped(&sb, fr->func);
			sb_printf(&sb, "+%#llx)",
				  (unsigned long long)fr->funcoff);
		} else {
			sb_puts(&sb, "()");
		}
		sb_printf(&sb, " [%#llx]", (unsigned long long)fr->modoff);
		if (fr->file && fr->line > 0) {
			sb_putc(&sb, ' ');
			sb_put_escaped(&sb, fr->file);
			sb_printf(&sb, ":%d", fr->line);
		} else if (!fr->func && fr->build_id) {
			sb_puts(&sb, " build-id ");
			sb_put_escaped(&sb, fr->build_id);
		}
		sb_putc(&sb, '\n');
		fwrite(sb.s, 1, sb.len, f);
	}
	if (x->stack_cut)
		fputs(" > too many stack frames\n", f);
}

/* --color: the lines of sb from p0 on, faint. */
static void faint_lines(struct strbuf *sb, size_t p0)
{
	static struct strbuf t;
	size_t at = 0;

	t.len = 0;
	sb_write(&t, sb->s + p0, sb->len - p0);
	sb->len = p0;
	while (at < t.len) {
		const char *nl = memchr(t.s + at, '\n', t.len - at);
		size_t end = nl ? (size_t)(nl - t.s) : t.len;

		color_span(sb, SGR_FAINT, t.s + at, end - at);
		if (nl)
			sb_putc(sb, '\n');
		at = end + 1;
	}
}

/* Each note on a line of its own under the call:
 *   "  ^ note[ID]: MESSAGE [at FUNC (FILE:LINE)]"
 * The call's own line is untouched, so notes=none output is the same
 * trace minus these lines. Each line (the note's and its picture's)
 * starts with the pid of the call as the call's line does, so that
 * grep by pid keeps a call's notes with it. */
static void print_notes(const struct tcb *tcp, FILE *f,
			const struct call_extra *x)
{
	static struct strbuf sb;

	if ((out_cfg->only_successful && tcp->call.err) ||
	    (out_cfg->only_failed && !tcp->call.err))
		return;
	for (unsigned i = 0; i < x->nnotes; i++) {
		const struct note *n = &x->notes[i];
		size_t at = 0;

		sb.len = 0;
		if (color)
			sb_puts(&sb, color_of_severity(n->severity));
		/* Pieces, not sb_printf: vsnprintf was most of a noted
		 * failing call's printing (bench W10). */
		sb_lit(&sb, "  ^ note[");
		sb_puts(&sb, n->id);
		sb_putc(&sb, ']');
		sb_putc(&sb, ':');
		if (color)
			sb_lit(&sb, SGR_RESET);
		sb_putc(&sb, ' ');
		sb_puts(&sb, n->message);
		if (color && n->site_func)
			sb_lit(&sb, SGR_FAINT);
		if (n->site_func)
			print_note_site(&sb, n);
		if (color && n->site_func)
			sb_lit(&sb, SGR_RESET);
		sb_putc(&sb, '\n');
		if (out_cfg->pictures) {
			size_t p0 = sb.len;

			picture_note(&sb, n, n->page_size ? n->page_size :
				     x->page_size);
			if (color)
				faint_lines(&sb, p0);
		}
		while (at < sb.len) {
			const char *nl = memchr(sb.s + at, '\n', sb.len - at);
			size_t end = nl ? (size_t)(nl - sb.s) + 1 : sb.len;

			print_pid(tcp, f);
			sb_write(&ob, sb.s + at, end - at);
			at = end;
		}
		ob_flush(f);
	}
}

static void text_exit(const struct tcb *tcp, unsigned status,
		      const struct call_extra *x)
{
	const char *s = tcp->out->line.s;
	FILE *f;

	if (!status_wanted(status) ||
	    (out_cfg->lint && !(x && x->nnotes)))	/* --lint: noted calls */
		goto after;
	f = sink_file_for(tcp);
	if (ob_held != f)
		ob_release();
	start_exit_line(tcp, f);
	if (color)
		color_args(&ob, s + tcp->out->exit_start,
			   tcp->out->ret_start - tcp->out->exit_start);
	else
		sb_write(&ob, s + tcp->out->exit_start,
			 tcp->out->ret_start - tcp->out->exit_start);
	col += tcp->out->ret_start - tcp->out->exit_start;
	sb_putc(&ob, ' ');
	col++;
	if (col < (size_t)out_cfg->acolumn)
		ob_spaces((size_t)out_cfg->acolumn - col);
	sb_write(&ob, "= ", 2);
	if (color)
		color_result(&ob, s + tcp->out->ret_start,
			     tcp->out->ret_end - tcp->out->ret_start,
			     status == STATUS_FAILED);
	else
		sb_write(&ob, s + tcp->out->ret_start,
			 tcp->out->ret_end - tcp->out->ret_start);
	if (out_cfg->Tflag && status != STATUS_UNFINISHED && tcp->call.sd &&
	    tcp->call.sd->ret != RET_NONE)
		print_duration(tcp);
	sb_putc(&ob, '\n');
	ob_flush(f);
	sink_check_written(f, tcp);
	tcp->out->own->line_open = false;
	if (open_tcb == tcp)
		open_tcb = NULL;
	col = 0;
	if (x && x->dump) {
		fwrite(x->dump, 1, x->dump_len, f);
		sink_check_written(f, tcp);
	}
	if (x && x->after_line && x->has_stack)
		print_stack(f, x);
after:
	ob_release();
	if (x && (x->after_line || x->died_notes) && x->nnotes)
		print_notes(tcp, sink_file_for(tcp), x);
}

/* A whole line of its own: signals, exits, messages; sgr its colour
 * with --color, or NULL. */
static void message_in(const struct tcb *tcp, const char *text,
		       const char *sgr)
{
	FILE *f = sink_file_for(tcp);

	unfinish_open_line(f);
	print_prefix(tcp, f, false);
	if (sgr)
		ob_span(sgr, text, strlen(text));
	else
		sb_puts(&ob, text);
	sb_putc(&ob, '\n');
	ob_flush(f);
	sink_check_written(f, tcp);
}

static void text_message(const struct tcb *tcp, const char *text)
{
	ob_release();
	message_in(tcp, text, NULL);
}

static void text_signal(const struct tcb *tcp, const struct signal_view *sv)
{
	static struct strbuf sb;

	ob_release();
	sb.len = 0;
	sb_printf(&sb, "--- %s ---", sv->text);
	message_in(tcp, sb.s, SGR_SIGNAL);
}

static void text_exited(const struct tcb *tcp, int status)
{
	static struct strbuf sb;
	const char *sig;

	ob_release();
	sb.len = 0;
	if (WIFEXITED(status)) {
		sb_printf(&sb, "+++ exited with %d +++", WEXITSTATUS(status));
	} else {
		sig = signal_name(WTERMSIG(status));
		sb_printf(&sb, "+++ killed by %s%s +++", sig ? sig : "SIG?",
			  WCOREDUMP(status) ? " (core dumped)" : "");
	}
	ip_gone = true;
	message_in(tcp, sb.s, SGR_EXIT);
	ip_gone = false;
}

/* We detach from a thread in the middle of a call: the call's line
 * ends with "<detached ...>" (and a deferred one is printed now, when
 * -e status= asks for detached calls). */
static void text_abandon(const struct tcb *tcp)
{
	FILE *f;

	ob_release();
	if (!(tcp->flags & TCB_INSYSCALL) || (tcp->flags & TCB_HIDDEN) ||
	    out_cfg->count == 1 || !status_wanted(STATUS_DETACHED))
		goto done;
	f = sink_file_for(tcp);
	if (defer_entry() || !tcp->out->own->line_open ||
	    (sink_is_shared(f) && open_tcb != tcp))
		start_exit_line(tcp, f);
	sb_putc(&ob, ' ');
	ob_span(SGR_FAINT, "<detached ...>", 14);
	sb_putc(&ob, '\n');
	ob_flush(f);
	if (open_tcb == tcp)
		open_tcb = NULL;
	col = 0;
done:
	tcp->out->own->line_open = false;
}

static void text_reassign(const struct tcb *from, const struct tcb *to)
{
	if (open_tcb == from)
		open_tcb = to;
}

/* A thread's execve line open in the shared file ends with the id it
 * will come back under; its end is a "resumed" line. */
static void text_pid_changed(const struct tcb *tcp, pid_t tid)
{
	FILE *f;

	ob_release();
	/* With -e status=, the line not written at entry is written now
	 * when detached calls are asked for: the thread leaves its id
	 * as a detach would (strace 7.2's status-detached-threads). */
	if (defer_entry() && (tcp->flags & TCB_INSYSCALL) &&
	    !(tcp->flags & TCB_HIDDEN) && out_cfg->count != 1 &&
	    status_wanted(STATUS_DETACHED)) {
		f = sink_file_for(tcp);
		start_exit_line(tcp, f);
		ob_flush(f);
		open_tcb = tcp;
	}
	if (open_tcb != tcp)
		return;
	f = sink_file_for(tcp);
	fprintf(f, " <pid changed to %d ...>\n", tid);
	sink_check_written(f, tcp);
	open_tcb = NULL;
	col = 0;
}

static int text_finish(void)
{
	ob_release();
	if (open_tcb) {
		FILE *f = sink_file_for(open_tcb);

		sb_putc(&ob, ' ');
		ob_span(SGR_FAINT, "<unfinished ...>", 16);
		sb_putc(&ob, '\n');
		ob_flush(f);
		open_tcb = NULL;
	}
	return 0;
}

/* Colour or not: known once the destination is (stderr, -o, -ff). */
static void text_init(void)
{
	color = color_on(out_cfg->outfile ? NULL : stderr);
	/* die() exits with stdio's buffers written: the held half too */
	atexit(ob_release);
}

/* ---- --lint: the ABI report ----------------------------------------- */

static void print_site(FILE *f, const struct report_site *s)
{
	const char *sys = s->is_system ? " [system library]" : "";

	if (s->file[0])
		fprintf(f, "  site: %s (%s:%d)%s x%u\n", s->func, s->file,
			s->line, sys, s->count);
	else if (s->module[0])
		fprintf(f, "  site: %s (%s)%s x%u\n", s->func, s->module, sys,
			s->count);
	else
		fprintf(f, "  site: %s%s x%u\n", s->func, sys, s->count);
}

static void print_entry(FILE *f, const struct report_entry *e)
{
	fprintf(f, "note[%s] %s, %u call%s: %s\n", e->id, e->severity,
		e->count, e->count == 1 ? "" : "s", e->summary);
	fprintf(f, "  first: [pid %d] %s\n", e->first_pid, e->first);
	fprintf(f, "  processes:");
	for (unsigned i = 0; i < e->npids; i++)
		fprintf(f, " %d", e->pids[i]);
	fprintf(f, "%s\n", e->more_pids ? " ..." : "");
	for (unsigned i = 0; i < e->nsites; i++)
		print_site(f, &e->sites[i]);
	if (e->other_sites)
		fprintf(f, "  site: %u calls at other sites\n", e->other_sites);
	if (e->no_site)
		fprintf(f, "  site: unknown x%u\n", e->no_site);
	fprintf(f, "  explain: abitrace --explain %s\n", e->id);
}

static void print_lint_notes(FILE *f, const struct report_view *r);

/* The notes counted rather than shown, one line where the trace goes:
 *   "abitrace: the dynamic loader's own mapping calls (17) drew 21
 *    notes, not shown one by one (--notes=all shows each):
 *    range-expanded 15, mmap-fixed-replaced 6" */
static void text_notes_summary(const struct notes_summary_view *v)
{
	FILE *f = sink_summary_file();

	ob_release();
	fprintf(f, "abitrace: %s (%lu) drew %lu note%s, not shown one by one "
		"(--notes=all shows each):", v->what, v->calls, v->total,
		v->total == 1 ? "" : "s");
	for (unsigned i = 0; i < v->nkinds; i++)
		fprintf(f, "%s %s %lu", i ? "," : "", v->kinds[i].id,
			v->kinds[i].count);
	fputc('\n', f);
	sink_check_written(f, NULL);
}

/* "abitrace: 3 notes suppressed (by my.supp:2 1, my.supp:4 2)": where
 * the trace goes, so leaving notes out is never silent. */
static void text_notes_suppressed(const struct suppressed_view *v)
{
	FILE *f = sink_summary_file();

	ob_release();
	fprintf(f, "abitrace: %lu note%s suppressed (by", v->total,
		v->total == 1 ? "" : "s");
	for (unsigned i = 0; i < v->nby; i++)
		fprintf(f, "%s %s:%u %lu", i ? "," : "", v->by[i].file,
			v->by[i].line, v->by[i].count);
	fputs(")\n", f);
	sink_check_written(f, NULL);
}

static void text_report(const struct report_view *r)
{
	FILE *f = sink_summary_file();

	ob_release();
	if (r->show_notes)
		print_lint_notes(f, r);
	if (r->show_abi)
		abi_text_report(f, r->abi);
}

static void print_lint_notes(FILE *f, const struct report_view *r)
{
	fprintf(f, "=== abitrace ABI report ===\n");
	for (unsigned i = 0; i < r->nentries; i++)
		print_entry(f, r->entries[i]);
	fprintf(f, "=== %u note%s of %u kind%s", r->total,
		r->total == 1 ? "" : "s", r->nentries,
		r->nentries == 1 ? "" : "s");
	if (r->suppressed)
		fprintf(f, "; %lu suppressed (--suppress)", r->suppressed);
	fputs(" ===\n", f);
}

/* ---- -c: the table ------------------------------------------------- */

static const char *const col_title[NCOLS] = {
	[COL_PERCENT] = "% time", [COL_TOTAL] = "seconds",
	[COL_MIN] = "shortest", [COL_MAX] = "longest",
	[COL_AVG] = "usecs/call", [COL_CALLS] = "calls",
	[COL_ERRORS] = "errors", [COL_NAME] = "syscall",
	[COL_WTOTAL] = "wall-total", [COL_WMIN] = "wall-min",
	[COL_WMAX] = "wall-max", [COL_WAVG] = "wall-avg",
};

/* The narrowest width of each column, as strace has kept them. */
static const unsigned col_min_width[NCOLS] = {
	[COL_PERCENT] = 6, [COL_TOTAL] = 11, [COL_MIN] = 8,
	[COL_MAX] = 7, [COL_AVG] = 11, [COL_CALLS] = 9, [COL_ERRORS] = 9,
	[COL_NAME] = 16, [COL_WTOTAL] = 11, [COL_WMIN] = 8, [COL_WMAX] = 8,
	[COL_WAVG] = 11,
};

/* The columns of times and counts: the row's u64 at off, in seconds
 * ("%.6f" of ns), in microseconds (ns / 1000) or as it is. */
enum { CN_NONE, CN_SECS, CN_USECS, CN_COUNT };
#define ROW(f) offsetof(struct summary_row, f)
static const struct {
	size_t off;
	unsigned char kind;
} col_num[NCOLS] = {
	[COL_TOTAL] = { ROW(ns), CN_SECS },
	[COL_MIN] = { ROW(min_ns), CN_SECS },
	[COL_MAX] = { ROW(max_ns), CN_SECS },
	[COL_AVG] = { ROW(avg_ns), CN_USECS },
	[COL_CALLS] = { ROW(calls), CN_COUNT },
	[COL_WTOTAL] = { ROW(wall_ns), CN_SECS },
	[COL_WMIN] = { ROW(wall_min_ns), CN_SECS },
	[COL_WMAX] = { ROW(wall_max_ns), CN_SECS },
	[COL_WAVG] = { ROW(wall_avg_ns), CN_USECS },
};
#undef ROW

static void cell(struct strbuf *sb, unsigned c, unsigned w, bool last,
		 const struct summary_row *r)
{
	unsigned kind = col_num[c].kind;
	uint64_t v;

	if (kind != CN_NONE) {
		v = *(const uint64_t *)((const char *)r + col_num[c].off);
		if (kind == CN_SECS)
			sb_printf(sb, "%*.6f", w, v / 1e9);
		else
			sb_printf(sb, "%*llu", w, (unsigned long long)
				  (kind == CN_USECS ? v / 1000 : v));
		return;
	}
	switch (c) {
	case COL_PERCENT:
		sb_printf(sb, "%*.2f", w, r->percent);
		break;
	case COL_ERRORS:
		if (r->errors)
			sb_printf(sb, "%*llu", w, (unsigned long long)r->errors);
		else
			sb_printf(sb, "%*s", w, "");
		break;
	case COL_NAME:
		if (last)
			sb_puts(sb, r->name);
		else
			sb_printf(sb, "%-*s", w, r->name);
		break;
	default:
		break;
	}
}

static unsigned digits(const char *fmt, double v)
{
	char buf[64];
	int n = snprintf(buf, sizeof(buf), fmt, v);

	return n > 0 ? (unsigned)n : 0;
}

/* Each column as wide as its widest value needs, never narrower than
 * strace's. */
static void widths(const struct summary_view *s, unsigned *w)
{
	uint64_t min_of_max = 0, avg_max = 0, wmin_of_max = 0, wavg_max = 0;
	size_t name_max = 0;

	for (unsigned i = 0; i < s->nrows; i++) {
		const struct summary_row *r = &s->rows[i];

		if (r->min_ns > min_of_max)
			min_of_max = r->min_ns;
		if (r->avg_ns > avg_max)
			avg_max = r->avg_ns;
		if (r->wall_min_ns > wmin_of_max)
			wmin_of_max = r->wall_min_ns;
		if (r->wall_avg_ns > wavg_max)
			wavg_max = r->wall_avg_ns;
		if (strlen(r->name) > name_max)
			name_max = strlen(r->name);
	}
	for (unsigned c = 0; c < NCOLS; c++)
		w[c] = col_min_width[c];
#define AT_LEAST(c, n) do { if ((n) > w[c]) w[c] = (n); } while (0)
	AT_LEAST(COL_TOTAL, digits("%.6f", s->total.ns / 1e9));
	AT_LEAST(COL_MIN, digits("%.0f.000000", (double)(min_of_max /
						     1000000000)));
	AT_LEAST(COL_MAX, digits("%.0f.000000", (double)(s->total.max_ns /
						     1000000000)));
	AT_LEAST(COL_AVG, digits("%.0f", (double)(avg_max / 1000)));
	AT_LEAST(COL_CALLS, digits("%.0f", (double)s->total.calls));
	AT_LEAST(COL_ERRORS, digits("%.0f", (double)s->total.errors));
	AT_LEAST(COL_NAME, (unsigned)name_max + 1);
	AT_LEAST(COL_WTOTAL, digits("%.6f", s->total.wall_ns / 1e9));
	AT_LEAST(COL_WMIN, digits("%.0f.000000", (double)(wmin_of_max /
						      1000000000)));
	AT_LEAST(COL_WMAX, digits("%.0f.000000",
				  (double)(s->total.wall_max_ns / 1000000000)));
	AT_LEAST(COL_WAVG, digits("%.0f", (double)(wavg_max / 1000)));
#undef AT_LEAST
}

static void table_line(FILE *f, const struct summary_view *s,
		       const struct summary_row *r, const unsigned *w)
{
	static struct strbuf sb;

	sb.len = 0;
	for (unsigned i = 0; i < s->ncolumns; i++) {
		if (i)
			sb_putc(&sb, ' ');
		cell(&sb, s->columns[i], w[s->columns[i]],
		     i + 1 == s->ncolumns, r);
	}
	sb_putc(&sb, '\n');
	fwrite(sb.s, 1, sb.len, f);
}

static void rule_line(FILE *f, const struct summary_view *s,
		      const unsigned *w)
{
	for (unsigned i = 0; i < s->ncolumns; i++) {
		if (i)
			fputc(' ', f);
		for (unsigned j = 0; j < w[s->columns[i]]; j++)
			fputc('-', f);
	}
	fputc('\n', f);
}

static void header_line(FILE *f, const struct summary_view *s,
			const unsigned *w)
{
	for (unsigned i = 0; i < s->ncolumns; i++) {
		unsigned c = s->columns[i];

		if (i)
			fputc(' ', f);
		if (c == COL_NAME && i + 1 == s->ncolumns)
			fputs(col_title[c], f);
		else if (c == COL_NAME)
			fprintf(f, "%-*s", w[c], col_title[c]);
		else
			fprintf(f, "%*s", w[c], col_title[c]);
	}
	fputc('\n', f);
}

static void text_summary(const struct summary_view *s)
{
	FILE *f = sink_summary_file();
	unsigned w[NCOLS];

	ob_release();
	widths(s, w);
	header_line(f, s, w);
	rule_line(f, s, w);
	for (unsigned i = 0; i < s->nrows; i++)
		table_line(f, s, &s->rows[i], w);
	rule_line(f, s, w);
	table_line(f, s, &s->total, w);
}

static const struct backend text_backend = {
	.name = "text",
	.rank = 0,
	.main_trace = true,
	.init = text_init,
	.syscall_entry = text_entry,
	.syscall_exit = text_exit,
	.syscall_abandon = text_abandon,
	.signal = text_signal,
	.exited = text_exited,
	.message = text_message,
	.report = text_report,
	.notes_summary = text_notes_summary,
	.notes_suppressed = text_notes_suppressed,
	.summary = text_summary,
	.finish = text_finish,
	.flush = ob_release,
	.reassign = text_reassign,
	.pid_changed = text_pid_changed,
};
OUTPUT_BACKEND(text_backend);
