/* The timeline backend (--timeline=FILE): Chrome's trace-event JSON,
 * which Perfetto (ui.perfetto.dev) and chrome://tracing open.
 *
 * One track per thread (pid, tid of the tracee), grouped by process and
 * named by its command (/proc/PID/comm, again after each execve). Each
 * shown call is a slice, "B" at its entry and "E" at its exit with its
 * line, its arguments (named as -N names them) and its result; notes are
 * instant events inside the slice, signals and messages instant events
 * on the thread. A flow arrow links the call that made a process or
 * thread (fork, vfork, clone, clone3) to the child's first call, and a
 * child's exit to the wait that reaped it.
 *
 * Timestamps are microseconds since the backend started, taken when
 * the event is handed over, so they never go back on any thread. Every
 * string is the tracee's: it goes through json_string.
 * tests/timeline-check.py says what a valid file is. */
#include "output/output.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

static const char *path;
static FILE *out;
static struct strbuf ev;	/* the event being built */
static struct timespec t0;
static uint64_t last_ns;
static bool failed;

/* What the backend remembers of a thread. The table is small and
 * searched linearly; a thread is looked up once per event. */
struct track {
	pid_t tid, pid;
	bool named;		/* comm is read */
	char comm[32];		/* its command, for its name */
	bool open;		/* a B without its E */
	uint64_t open_ns;	/* when that B was */
	bool want_flow_in;	/* a fork flow waits for its first slice */
	bool linked;		/* its fork flow started at the fork event */
	bool exited;		/* its exit was written (flow to the wait) */
	uint64_t exit_ns;
};

static struct track *tracks;
static unsigned ntracks, cap_tracks;

/* Processes whose name was written, with the name (to write it again
 * only when an execve changed it). */
struct tl_proc {
	pid_t pid;
	char comm[32];
};
static struct tl_proc *procs;
static unsigned nprocs, cap_procs;

static void timeline_enable(const char *arg)
{
	if (!arg || !*arg)
		die("--timeline needs a file name");
	path = arg;
}

static uint64_t now_ns(void)
{
	struct timespec t;
	uint64_t ns;

	clock_gettime(CLOCK_MONOTONIC, &t);
	ns = (uint64_t)(t.tv_sec - t0.tv_sec) * 1000000000u +
	     (uint64_t)t.tv_nsec - (uint64_t)t0.tv_nsec;
	/* Never back: one clock, but be sure. */
	if (ns < last_ns)
		ns = last_ns;
	last_ns = ns;
	return ns;
}

static void write_event(void)
{
	static bool first = true;

	if (!out)
		return;
	if (!first && fputs(",\n", out) == EOF)
		failed = true;
	first = false;
	if (fwrite(ev.s, 1, ev.len, out) != ev.len)
		failed = true;
}

/* {"ph":"X","ts":T,"pid":P,"tid":T -- the caller adds the rest and
 * closes the object. */
static void begin_event(char ph, uint64_t ns, pid_t pid, pid_t tid)
{
	ev.len = 0;
	sb_printf(&ev, "{\"ph\":\"%c\",\"ts\":%llu.%03u,\"pid\":%d,\"tid\":%d",
		  ph, (unsigned long long)(ns / 1000), (unsigned)(ns % 1000),
		  (int)pid, (int)tid);
}

static void put_key(const char *key)
{
	sb_lit(&ev, ",\"");
	sb_puts(&ev, key);
	sb_lit(&ev, "\":");
}

static void put_string(const char *key, const char *s, size_t n)
{
	put_key(key);
	json_string(&ev, s, n);
}

static void put_cstring(const char *key, const char *s)
{
	put_string(key, s, strlen(s));
}

/* The command of a process or thread, "?" when it is gone. */
static void read_comm(pid_t pid, pid_t tid, char *buf, size_t size)
{
	char p[64];
	FILE *f;
	size_t n = 0;

	if (tid)
		snprintf(p, sizeof(p), "/proc/%d/task/%d/comm", (int)pid,
			 (int)tid);
	else
		snprintf(p, sizeof(p), "/proc/%d/comm", (int)pid);
	f = fopen(p, "re");
	if (f) {
		n = fread(buf, 1, size - 1, f);
		fclose(f);
	}
	while (n && buf[n - 1] == '\n')
		n--;
	if (!n)
		buf[n++] = '?';
	buf[n] = '\0';
}

/* Names are written once, at the end (metadata events may be anywhere):
 * the command a process last exec'd, not the tracer's own name that a
 * child has before its execve. */
static void name_process(pid_t pid, bool again)
{
	struct tl_proc *p = NULL;

	for (unsigned i = 0; i < nprocs; i++)
		if (procs[i].pid == pid)
			p = &procs[i];
	if (p && !again)
		return;
	if (!p) {
		if (nprocs == cap_procs) {
			cap_procs = cap_procs ? 2 * cap_procs : 16;
			procs = xrealloc(procs, cap_procs * sizeof(*procs));
		}
		p = &procs[nprocs++];
		p->pid = pid;
	}
	read_comm(pid, 0, p->comm, sizeof(p->comm));
}

static struct track *track_of(const struct tcb *tcp)
{
	struct track *t;

	for (unsigned i = 0; i < ntracks; i++)
		if (tracks[i].tid == tcp->tid) {
			t = &tracks[i];
			if (t->pid != tcp->pid) {
				/* Its first event, or the tid now belongs
				 * to another process (an execve by a
				 * thread took over). */
				t->pid = tcp->pid;
				t->named = false;
			}
			goto found;
		}
	if (ntracks == cap_tracks) {
		cap_tracks = cap_tracks ? 2 * cap_tracks : 16;
		tracks = xrealloc(tracks, cap_tracks * sizeof(*tracks));
	}
	t = &tracks[ntracks++];
	memset(t, 0, sizeof(*t));
	t->tid = tcp->tid;
	t->pid = tcp->pid;
found:
	name_process(tcp->pid, false);
	if (!t->named) {
		t->named = true;
		read_comm(tcp->pid, tcp->tid, t->comm, sizeof(t->comm));
	}
	return t;
}

static void write_names(void)
{
	char label[64];

	for (unsigned i = 0; i < nprocs; i++) {
		begin_event('M', 0, procs[i].pid, procs[i].pid);
		sb_lit(&ev, ",\"name\":\"process_name\",\"args\":{\"name\":");
		json_string(&ev, procs[i].comm, strlen(procs[i].comm));
		sb_lit(&ev, "}}");
		write_event();
	}
	for (unsigned i = 0; i < ntracks; i++) {
		if (!tracks[i].named)
			continue;
		begin_event('M', 0, tracks[i].pid, tracks[i].tid);
		sb_lit(&ev, ",\"name\":\"thread_name\",\"args\":{\"name\":");
		snprintf(label, sizeof(label), "%s %d", tracks[i].comm,
			 (int)tracks[i].tid);
		json_string(&ev, label, strlen(label));
		sb_lit(&ev, "}}");
		write_event();
	}
}

static struct track *track_by_tid(pid_t tid)
{
	for (unsigned i = 0; i < ntracks; i++)
		if (tracks[i].tid == tid)
			return &tracks[i];
	return NULL;
}

static void timeline_init(void)
{
	if (!path)
		return;
	out = outfile_open_own(path);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	fputs("{\"displayTimeUnit\":\"ns\",\"otherData\":{\"tool\":"
	      "\"abitrace\"},\"traceEvents\":[\n", out);
}

static const char *call_name(const struct tcb *tcp, char *buf, size_t size)
{
	if (tcp->call.sd)
		return tcp->call.sd->name;
	snprintf(buf, size, "syscall_%#llx",
		 (unsigned long long)tcp->call.scno);
	return buf;
}

/* Flow arrows: ids are even for fork (2 * child), odd for exit. */
static uint64_t flow_id(pid_t tid, bool exit)
{
	return 2 * (uint64_t)(uint32_t)tid + exit;
}

/* The end of an arrow, bound to the slice open on t's thread at ns. */
static void flow_in(struct track *t, uint64_t ns, uint64_t id,
		    const char *cat)
{
	begin_event('f', ns, t->pid, t->tid);
	sb_printf(&ev, ",\"bp\":\"e\",\"id\":%llu,\"cat\":\"%s\","
		  "\"name\":\"%s\"}", (unsigned long long)id, cat, cat);
	write_event();
}

/* The start of an arrow, in the slice open on the thread at ns. */
static void flow_out(pid_t pid, pid_t tid, uint64_t ns, uint64_t id,
		     const char *cat)
{
	begin_event('s', ns, pid, tid);
	sb_printf(&ev, ",\"id\":%llu,\"cat\":\"%s\",\"name\":\"%s\"}",
		  (unsigned long long)id, cat, cat);
	write_event();
}

static void timeline_entry(const struct tcb *tcp)
{
	struct track *t;
	char buf[32];
	uint64_t ns;

	if (!out)
		return;
	t = track_of(tcp);
	ns = now_ns();
	begin_event('B', ns, tcp->pid, tcp->tid);
	put_cstring("name", call_name(tcp, buf, sizeof(buf)));
	sb_lit(&ev, ",\"cat\":\"syscall\"}");
	write_event();
	t->open = true;
	t->open_ns = ns;
	if (t->want_flow_in) {
		/* The call that made this thread, to its first call. */
		flow_in(t, ns, flow_id(tcp->tid, false), "fork");
		t->want_flow_in = false;
	}
}

static void put_args(const struct tcb *tcp)
{
	const char *s = tcp->out->line.s;
	unsigned n = tcp->call.sd ? tcp->call.sd->nargs : MAX_ARGS;

	sb_lit(&ev, ",\"arguments\":{");
	for (unsigned i = 0, k = 0; i < n && i < MAX_ARGS; i++) {
		const char *name = tcp->call.sd ?
			tcp->call.sd->args[i].name : NULL;
		char key[16];

		if (!(tcp->out->shown & (1u << i)))
			continue;
		if (!name) {
			snprintf(key, sizeof(key), "arg%u", i);
			name = key;
		}
		if (k++)
			sb_putc(&ev, ',');
		json_string(&ev, name, strlen(name));
		sb_putc(&ev, ':');
		json_string(&ev, s + tcp->out->arg_start[i],
			    tcp->out->arg_end[i] - tcp->out->arg_start[i]);
	}
	sb_putc(&ev, '}');
}

/* The call's line as the text shows it, without the padding. */
static void put_text(const struct tcb *tcp, unsigned status)
{
	static struct strbuf text;
	const char *s = tcp->out->line.s;
	size_t head = tcp->out->ret_start;
	bool ended = status == STATUS_SUCCESSFUL || status == STATUS_FAILED;

	text.len = 0;
	if (!ended)
		head = tcp->out->exit_start;
	while (head && s[head - 1] == ' ')
		head--;
	sb_write(&text, s, head);
	if (ended) {
		sb_lit(&text, " = ");
		sb_write(&text, s + tcp->out->ret_start,
			 tcp->out->ret_end - tcp->out->ret_start);
	} else {
		sb_lit(&text, " ...");
	}
	put_string("text", text.s, text.len);
	if (ended)
		put_string("result", s + tcp->out->ret_start,
			   tcp->out->ret_end - tcp->out->ret_start);
}

static void put_notes(const struct call_extra *x, const struct tcb *tcp,
		      uint64_t ns)
{
	for (unsigned i = 0; x && i < x->nnotes; i++) {
		const struct note *n = &x->notes[i];
		char name[96];

		begin_event('i', ns, tcp->pid, tcp->tid);
		snprintf(name, sizeof(name), "note[%s]", n->id);
		put_cstring("name", name);
		sb_lit(&ev, ",\"cat\":\"note\",\"s\":\"t\",\"args\":{");
		sb_lit(&ev, "\"severity\":");
		json_string(&ev, n->severity, strlen(n->severity));
		put_cstring("message", n->message);
		if (n->site_func || n->site_file) {
			char site[512];

			snprintf(site, sizeof(site), "%s (%s:%d)",
				 n->site_func ? n->site_func : "?",
				 n->site_file ? n->site_file : "?",
				 n->site_line);
			put_cstring("site", site);
		}
		sb_lit(&ev, "}}");
		write_event();
	}
}

/* A call that made a thread or process: an arrow from it to the child's
 * first call (now if that call is open, else when it comes). */
static struct track *link_child(const struct tcb *tcp, struct track *t,
				pid_t child_tid)
{
	struct track *c = track_by_tid(child_tid);

	flow_out(tcp->pid, tcp->tid, t->open_ns, flow_id(child_tid, false),
		 "fork");
	if (!c) {
		if (ntracks == cap_tracks) {
			cap_tracks = cap_tracks ? 2 * cap_tracks : 16;
			tracks = xrealloc(tracks, cap_tracks * sizeof(*tracks));
		}
		c = &tracks[ntracks++];
		memset(c, 0, sizeof(*c));
		c->tid = child_tid;
		c->pid = -1;	/* named at its first event */
	}
	if (c->open)
		flow_in(c, c->open_ns, flow_id(child_tid, false), "fork");
	else
		c->want_flow_in = true;
	return c;
}

/* The fork event: the parent is still in its call and the child has
 * most likely not run yet. Linking here rather than at the call's
 * return matters: on a busy machine a thread can make its calls and
 * exit before its parent's clone returns, and the arrow would have
 * nowhere to land. */
static void timeline_forked(const struct tcb *parent,
			    const struct tcb *child)
{
	struct track *t;

	if (!out)
		return;
	t = track_of(parent);
	if (t->open)
		link_child(parent, t, child->tid)->linked = true;
}

/* A wait that reaped a traced child that exited: an arrow from the
 * child's exit to it. */
static void link_reaped(const struct tcb *tcp, struct track *t, uint64_t ns)
{
	struct track *c;

	if (!tcp->call.sd || tcp->call.err || tcp->call.rval <= 0 ||
	    (strcmp(tcp->call.sd->name, "wait4") &&
	     strcmp(tcp->call.sd->name, "waitpid")))
		return;
	c = track_by_tid((pid_t)tcp->call.rval);
	if (!c || !c->exited || c->exit_ns > ns)
		return;
	c->exited = false;
	flow_in(t, ns, flow_id(c->tid, true), "exit");
}

static void close_slice(const struct tcb *tcp, unsigned status,
			const struct call_extra *x)
{
	struct track *t;
	uint64_t ns;

	if (!out)
		return;
	t = track_of(tcp);
	if (!t->open)
		return;
	ns = now_ns();
	put_notes(x, tcp, ns);
	if ((sd_traits(tcp->call.sd) & SDT_FORK) &&
	    status == STATUS_SUCCESSFUL &&
	    tcp->call.rval > 0) {
		/* Linked at the fork event, unless that was missed. */
		struct track *c = track_by_tid((pid_t)tcp->call.rval);

		if (c && c->linked)
			c->linked = false;
		else
			link_child(tcp, t, (pid_t)tcp->call.rval);
	}
	if (status == STATUS_SUCCESSFUL)
		link_reaped(tcp, t, ns);
	begin_event('E', ns, tcp->pid, tcp->tid);
	sb_lit(&ev, ",\"args\":{\"status\":\"");
	sb_puts(&ev, out_status_name(status));
	sb_putc(&ev, '"');
	put_text(tcp, status);
	put_args(tcp);
	sb_lit(&ev, "}}");
	write_event();
	t->open = false;
	/* An execve that worked: the process has a new name. */
	if ((sd_traits(tcp->call.sd) & SDT_EXEC) &&
	    status == STATUS_SUCCESSFUL) {
		begin_event('i', ns, tcp->pid, tcp->tid);
		sb_lit(&ev, ",\"name\":\"exec\",\"cat\":\"process\","
		       "\"s\":\"p\"}");
		write_event();
		name_process(tcp->pid, true);
		read_comm(tcp->pid, tcp->tid, t->comm, sizeof(t->comm));
	}
}

static void timeline_exit(const struct tcb *tcp, unsigned status,
			  const struct call_extra *x)
{
	close_slice(tcp, status, x);
}

static void timeline_abandon(const struct tcb *tcp)
{
	close_slice(tcp, STATUS_DETACHED, NULL);
}

/* An instant event on the thread: signals, messages. */
static void instant(const struct tcb *tcp, const char *name, const char *cat,
		    const char *text)
{
	if (!out)
		return;
	track_of(tcp);
	begin_event('i', now_ns(), tcp->pid, tcp->tid);
	put_cstring("name", name);
	sb_lit(&ev, ",\"cat\":\"");
	sb_puts(&ev, cat);
	sb_lit(&ev, "\",\"s\":\"t\",\"args\":{\"text\":");
	json_string(&ev, text, strlen(text));
	sb_lit(&ev, "}}");
	write_event();
}

static void timeline_signal(const struct tcb *tcp, const struct signal_view *sv)
{
	const char *name = signal_name(sv->signo);

	instant(tcp, name ? name : "signal", "signal", sv->text);
}

static void timeline_message(const struct tcb *tcp, const char *text)
{
	if (tcp)
		instant(tcp, "message", "message", text);
}

/* The notes counted rather than shown (the loader's): one instant
 * event of the first process traced, at the end, with the counts. */
static void timeline_notes_summary(const struct notes_summary_view *v)
{
	char text[160];

	if (!out || !ntracks)
		return;
	begin_event('i', now_ns(), tracks[0].pid, tracks[0].tid);
	put_cstring("name", "notes counted");
	snprintf(text, sizeof(text), "%s drew %lu notes, not shown one by "
		 "one (--notes=all shows each)", v->what, v->total);
	sb_lit(&ev, ",\"cat\":\"notes-summary\",\"s\":\"p\",\"args\":{");
	sb_lit(&ev, "\"text\":");
	json_string(&ev, text, strlen(text));
	put_cstring("source", v->source);
	sb_printf(&ev, ",\"count\":%lu,\"calls\":%lu,\"kinds\":{", v->total,
		  v->calls);
	for (unsigned i = 0; i < v->nkinds; i++) {
		if (i)
			sb_putc(&ev, ',');
		json_string(&ev, v->kinds[i].id, strlen(v->kinds[i].id));
		sb_printf(&ev, ":%lu", v->kinds[i].count);
	}
	sb_lit(&ev, "}}}");
	write_event();
}

/* The notes a suppressions file left out: one instant event, like the
 * loader's count, so the timeline does not hide them silently. */
static void timeline_notes_suppressed(const struct suppressed_view *v)
{
	if (!out || !ntracks)
		return;
	begin_event('i', now_ns(), tracks[0].pid, tracks[0].tid);
	put_cstring("name", "notes suppressed");
	sb_printf(&ev, ",\"cat\":\"notes-suppressed\",\"s\":\"p\","
		  "\"args\":{\"count\":%lu,\"by\":[", v->total);
	for (unsigned i = 0; i < v->nby; i++) {
		if (i)
			sb_putc(&ev, ',');
		sb_lit(&ev, "{\"file\":");
		json_string(&ev, v->by[i].file, strlen(v->by[i].file));
		sb_printf(&ev, ",\"line\":%u,\"count\":%lu}", v->by[i].line,
			  v->by[i].count);
	}
	sb_lit(&ev, "]}}");
	write_event();
}

/* The thread is gone: a short slice for its end, where the arrow to
 * the wait that reaps it starts. */
static void timeline_exited(const struct tcb *tcp, int status)
{
	struct track *t;
	char text[64];
	uint64_t ns;

	if (!out)
		return;
	t = track_of(tcp);
	if (t->open)
		close_slice(tcp, STATUS_UNFINISHED, NULL);
	if (WIFEXITED(status))
		snprintf(text, sizeof(text), "+++ exited with %d +++",
			 WEXITSTATUS(status));
	else
		snprintf(text, sizeof(text), "+++ killed by %s +++",
			 signal_name(WTERMSIG(status)) ?
			 signal_name(WTERMSIG(status)) : "SIG?");
	ns = now_ns();
	begin_event('B', ns, tcp->pid, tcp->tid);
	sb_lit(&ev, ",\"name\":\"exit\",\"cat\":\"process\"}");
	write_event();
	if (t->want_flow_in) {
		/* It ended before the call that made it returned. */
		flow_in(t, ns, flow_id(tcp->tid, false), "fork");
		t->want_flow_in = false;
	}
	if (tcp->tid == tcp->pid) {
		flow_out(tcp->pid, tcp->tid, ns, flow_id(tcp->tid, true),
			 "exit");
		t->exited = true;
		t->exit_ns = ns;
	}
	begin_event('E', ns, tcp->pid, tcp->tid);
	sb_lit(&ev, ",\"args\":{\"text\":");
	json_string(&ev, text, strlen(text));
	sb_lit(&ev, "}}");
	write_event();
}

/* An execve by a thread took over the leader's tid: the leader's
 * track goes on with the thread's call. */
static void timeline_reassign(const struct tcb *from,
			      const struct tcb *to)
{
	struct track *f = track_by_tid(from->tid), *t = track_by_tid(to->tid);

	if (!f || !t)
		return;
	t->open = f->open;
	t->open_ns = f->open_ns;
	f->open = false;
}

static int timeline_finish(void)
{
	uint64_t ns;
	FILE *f;

	if (!out)
		return 0;
	ns = now_ns();
	/* Slices still open (a -p detach, a tracee left running): they
	 * end with the trace. */
	for (unsigned i = 0; i < ntracks; i++) {
		if (!tracks[i].open)
			continue;
		begin_event('E', ns, tracks[i].pid, tracks[i].tid);
		sb_lit(&ev, ",\"args\":{\"status\":\"unfinished\"}}");
		write_event();
		tracks[i].open = false;
	}
	write_names();
	if (fputs("\n]}\n", out) == EOF)
		failed = true;
	f = out;
	out = NULL;
	return outfile_close(f, path, failed);
}

static const struct backend timeline_backend = {
	.name = "timeline",
	.rank = 3,
	.needs_calls = true,
	.long_opt = "timeline",
	.has_arg = 1,
	.help = "  --timeline=FILE          the run as Chrome trace-event JSON "
		"(Perfetto)",
	.enable = timeline_enable,
	.init = timeline_init,
	.syscall_entry = timeline_entry,
	.syscall_exit = timeline_exit,
	.syscall_abandon = timeline_abandon,
	.signal = timeline_signal,
	.exited = timeline_exited,
	.message = timeline_message,
	.notes_summary = timeline_notes_summary,
	.notes_suppressed = timeline_notes_suppressed,
	.finish = timeline_finish,
	.reassign = timeline_reassign,
	.forked = timeline_forked,
};
OUTPUT_BACKEND(timeline_backend);
