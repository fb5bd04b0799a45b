/* The JSON backend (-j/--json): one JSON object per line, to the same
 * place the text would go (stderr, -o FILE, -o |CMD, -ff FILE.PID).
 * The schema is doc/json-schema.md.
 *
 * A call is written once, when it ends, so there is no unfinished or
 * resumed half: threads interleave whole objects.
 *
 * Strings can carry any byte the tracee chose. Output is pure ASCII:
 * control bytes, '"' and '\' are escaped, and every byte >= 0x7f is
 * written as \u00XX. Reading a string back and taking each code point
 * (all below 0x100) as one byte gives the original bytes exactly. */
#include "output/output.h"
#include "output/task.h"
#include "output/jsonstr.h"

#include <string.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>

static struct strbuf obj;	/* the object being built */

/* ,"KEY": -- the keys and the numbers of every object are written
 * without vsnprintf, which was half of --json's instructions. A key is
 * a literal, so its comma, quotes and colon are pasted to it at compile
 * time and the whole is one copy of a known length. */
#define KEY(key) ",\"" key "\":"
#define put_key(sb, key) sb_lit((sb), KEY(key))
#define put_str(sb, key, val) \
	put_str_n((sb), KEY(key), sizeof(KEY(key)) - 1, (val))

/* ,"KEY":N, and ,"KEY":"S" with null for a NULL or empty S. */
#define put_dec(sb, key, v) (put_key(sb, key), sb_put_dec((sb), (v)))
#define put_udec(sb, key, v) (put_key(sb, key), sb_put_udec((sb), (v)))
#define put_cstr_at(sb, key, s) (put_key(sb, key), put_cstr((sb), (s)))

/* key: ,"KEY": whole, klen its length. */
static void put_str_n(struct strbuf *sb, const char *key, size_t klen,
		      const char *val)
{
	sb_write(sb, key, klen);
	if (val)
		jstr(sb, val, strlen(val));
	else
		sb_lit(sb, "null");
}

/* ,"KEY":"NAME" for a name of abitrace's own tables (a syscall's, a
 * constant set's, a status): identifiers, never the tracee's bytes, so
 * there is nothing to escape and the quotes go around one copy. Never
 * NULL. */
#define put_name(sb, key, val) \
	put_name_n((sb), KEY(key) "\"", sizeof(KEY(key)), (val))

static void put_name_n(struct strbuf *sb, const char *key, size_t klen,
		       const char *val)
{
	sb_write(sb, key, klen);
	sb_puts(sb, val);
	sb_putc(sb, '"');
}

/* ---- the header: the first record of each trace file ------------ */

/* The files that have their header (the shared one, or one per process
 * with -ff). A file leaves the set when it is closed (json_close_for),
 * so a FILE reused for another process's file gets a header again. */
static FILE **headed;
static size_t nheaded, headed_cap;

static FILE *last_headed;	/* one comparison per record, mostly */

static bool has_header(FILE *f)
{
	if (f == last_headed)
		return true;
	for (size_t i = 0; i < nheaded; i++)
		if (headed[i] == f) {
			last_headed = f;
			return true;
		}
	return false;
}

static void put_str_array(struct strbuf *sb, const char *const *v, size_t n)
{
	sb_putc(sb, '[');
	for (size_t i = 0; i < n; i++) {
		if (i)
			sb_putc(sb, ',');
		jstr(sb, v[i], strlen(v[i]));
	}
	sb_putc(sb, ']');
}

/* {"type":"header",...}: what a trace cannot say by itself, the kernel
 * and machine it ran on, the ABI, abitrace's version, the command and
 * the -e inject= rules that changed what the kernel answered; so that
 * `abitrace diff` of two runs can say that they ran on two kernels. The
 * ABI is that of the thread whose record comes first (after an execve:
 * the new program's); tcp is NULL for the -c table, the native one. */
static void put_header(FILE *f, const struct tcb *tcp)
{
	static struct strbuf hb;
	struct utsname u;
	bool uname_ok = uname(&u) == 0;
	const char *const *prog = (const char *const *)out_cfg->prog;
	size_t nprog = 0;

	if (f == stderr && out_cfg->output_separately)
		return;		/* -ff's -c table: not a trace file */
	if (nheaded == headed_cap) {
		headed_cap = headed_cap ? 2 * headed_cap : 8;
		headed = xrealloc(headed, headed_cap * sizeof(*headed));
	}
	headed[nheaded++] = f;
	hb.len = 0;
	sb_lit(&hb, "{\"type\":\"header\",\"format\":2");
	put_str(&hb, "version", PACKAGE_VERSION);
	put_str(&hb, "kernel", uname_ok ? u.release : NULL);
	put_str(&hb, "machine", uname_ok ? u.machine : NULL);
	put_str(&hb, "abi", personalities[tcp ? tcp->pers : 0].name);
	put_key(&hb, "command");
	if (prog) {
		while (prog[nprog])
			nprog++;
		put_str_array(&hb, prog, nprog);
	} else {
		sb_lit(&hb, "null");
	}
	put_key(&hb, "inject");
	put_str_array(&hb, out_cfg->inject_rules, out_cfg->ninject);
	sb_lit(&hb, "}\n");
	fwrite_unlocked(hb.s, 1, hb.len, f);
}

static void json_close_for(const struct tcb *tcp)
{
	if (last_headed == tcp->out->own->outf)
		last_headed = NULL;
	for (size_t i = 0; i < nheaded; i++)
		if (headed[i] == tcp->out->own->outf) {
			headed[i] = headed[--nheaded];
			return;
		}
}

static void emit_for(FILE *f, struct strbuf *sb, const struct tcb *tcp);

static void emit(FILE *f, struct strbuf *sb)
{
	emit_for(f, sb, NULL);
}

static void emit_for(FILE *f, struct strbuf *sb, const struct tcb *tcp)
{
	if (!has_header(f))
		put_header(f, tcp);
	sb_putc(sb, '\n');
	/* One writer only: no stdio locking needed. */
	fwrite_unlocked(sb->s, 1, sb->len, f);
	sink_check_written(f, NULL);
}

/* ,"pid":P,"tid":T: the same thread's, mostly, as the record before;
 * its text is kept rather than made again (two numbers a record). */
static void put_ids(const struct tcb *tcp)
{
	static char ids[64];
	static size_t ids_len;
	static pid_t ids_pid, ids_tid;
	struct strbuf sb = { ids, 0, sizeof(ids) };

	if (!ids_len || ids_pid != tcp->pid || ids_tid != tcp->tid) {
		/* Two ints and the keys fit: sb never grows. */
		put_key(&sb, "pid");
		sb_put_dec(&sb, tcp->pid);
		put_key(&sb, "tid");
		sb_put_dec(&sb, tcp->tid);
		ids_len = sb.len;
		ids_pid = tcp->pid;
		ids_tid = tcp->tid;
	}
	sb_write(&obj, ids, ids_len);
}

/* {"type":"T","pid":P,"tid":T and, with -t/-r, the time; T a literal */
#define begin(tcp, type, when) \
	begin_n((tcp), "" type, sizeof(type) - 1, (when))
static void begin_n(const struct tcb *tcp, const char *type, size_t tlen,
		    const struct timespec *when)
{
	struct timespec now;

	obj.len = 0;
	sb_write(&obj, "{\"type\":\"", 9);
	sb_write(&obj, type, tlen);
	sb_putc(&obj, '"');
	if (tcp)
		put_ids(tcp);
	if (!out_cfg->tflag && !out_cfg->rflag)
		return;
	if (!when) {
		clock_gettime(CLOCK_REALTIME, &now);
		when = &now;
	}
	sb_printf(&obj, ",\"time\":%lld.%06ld", (long long)when->tv_sec,
		  when->tv_nsec / 1000);
}

static void end(const struct tcb *tcp)
{
	sb_putc(&obj, '}');
	emit_for(sink_file_for(tcp), &obj, tcp);
}

/* ---- typed values (schema v2, doc/json-schema.md) ------------------ */

/* Numbers beyond 2^53 do not survive a double: they are strings. */
#define JSON_SAFE (1ull << 53)

static void put_int(struct strbuf *sb, int64_t v)
{
	if (v > (int64_t)JSON_SAFE || v < -(int64_t)JSON_SAFE) {
		sb_putc(sb, '"');
		sb_put_dec(sb, v);
		sb_putc(sb, '"');
	} else {
		sb_put_dec(sb, v);
	}
}

static void put_uint(struct strbuf *sb, uint64_t v)
{
	if (v > JSON_SAFE) {
		sb_putc(sb, '"');
		sb_put_udec(sb, v);
		sb_putc(sb, '"');
	} else {
		sb_put_udec(sb, v);
	}
}

/* What a node's text and bytes are read from. */
struct src {
	const struct view *v;
	const char *text;	/* the rendering the spans point into */
};

static void put_span(struct strbuf *sb, const struct src *s,
		     const struct vnode *n)
{
	jstr(sb, s->text + n->start, n->end - n->start);
}

static void put_node(struct strbuf *sb, const struct src *s, int32_t i,
		     const char *text, size_t tlen);

/* The names of a flags or mode node: its VK_NAME children. */
static void put_names(struct strbuf *sb, const struct src *s,
		      const struct vnode *n)
{
	bool first = true;

	sb_lit(sb, ",\"names\":[");
	for (int32_t k = n->child; k >= 0; k = s->v->n[k].next) {
		if (s->v->n[k].kind != VK_NAME)
			continue;
		if (!first)
			sb_putc(sb, ',');
		first = false;
		/* A name the text does not show: its bytes are kept. */
		if (s->v->n[k].flags & VF_RAWBYTES)
			jstr(sb, s->v->raw.s + s->v->n[k].raw,
				    s->v->n[k].rawlen);
		else
			put_span(sb, s, &s->v->n[k]);
	}
	sb_putc(sb, ']');
}

/* A list of siblings, a value and the value written back after " => "
 * paired into one inout object. key: the struct's field names, or
 * NULL for array items. */
static void put_list(struct strbuf *sb, const struct src *s, int32_t first,
		     bool keys)
{
	unsigned idx = 0;
	bool any = false;

	for (int32_t k = first; k >= 0; idx++) {
		const struct vnode *n = &s->v->n[k];
		int32_t next = n->next;

		if (n->kind == VK_NAME) {
			k = next;
			continue;
		}
		if (any)
			sb_putc(sb, ',');
		any = true;
		if (keys) {
			if (n->name) {
				jstr(sb, n->name, strlen(n->name));
			} else {
				sb_printf(sb, "\"_%u\"", idx);
			}
			sb_putc(sb, ':');
		}
		if (next >= 0 && (s->v->n[next].flags & VF_AFTER)) {
			sb_lit(sb, "{\"type\":\"inout\",\"in\":");
			put_node(sb, s, k, NULL, 0);
			sb_lit(sb, ",\"out\":");
			put_node(sb, s, next, NULL, 0);
			sb_putc(sb, '}');
			k = s->v->n[next].next;
			continue;
		}
		put_node(sb, s, k, NULL, 0);
		k = next;
	}
}

/* {"type":"KIND" of each kind of node, one copy per node. */
#define OPEN(kind) { "{\"type\":\"" kind "\"", \
		     sizeof("{\"type\":\"" kind "\"") - 1 }
/* Padded to a fixed size: put_node copies the whole of it (a copy of a
 * known length, no memcpy call) and keeps n bytes. */
#define KIND_OPEN_MAX 24
static const struct { char s[KIND_OPEN_MAX]; size_t n; } kind_open[VK_COUNT] = {
	[VK_RAW] = OPEN("raw"), [VK_INT] = OPEN("int"),
	[VK_UINT] = OPEN("uint"), [VK_ADDR] = OPEN("addr"),
	[VK_STR] = OPEN("str"), [VK_FLAGS] = OPEN("flags"),
	[VK_ENUM] = OPEN("enum"), [VK_FD] = OPEN("fd"),
	[VK_MODE] = OPEN("mode"), [VK_STRUCT] = OPEN("struct"),
	[VK_ARRAY] = OPEN("array"), [VK_NAME] = OPEN("name"),
};

/* ,"KEY":true or false: either whole line a literal, one copy of a
 * known length (a node's "truncated" is in most records). */
#define put_bool(sb, key, b) \
	((b) ? sb_lit((sb), KEY(key) "true") : sb_lit((sb), KEY(key) "false"))

/* One value: {"type":KIND, ["text":T,] ...}. Only a root (an argument,
 * the return value, a siginfo) has "text"; inside, the parent's text
 * holds the value's, and raw values carry their own. */
static void put_node(struct strbuf *sb, const struct src *s, int32_t i,
		     const char *text, size_t tlen)
{
	const struct vnode *n = &s->v->n[i];

	if (sb->len + KIND_OPEN_MAX + 1 > sb->cap)
		sb_grow(sb, KIND_OPEN_MAX);
	memcpy(sb->s + sb->len, kind_open[n->kind].s, KIND_OPEN_MAX);
	sb->len += kind_open[n->kind].n;
	sb->s[sb->len] = '\0';
	if (text) {
		put_key(sb, "text");
		jstr(sb, text, tlen);
	}
	switch (n->kind) {
	case VK_RAW:
		if (!text) {
			put_key(sb, "text");
			put_span(sb, s, n);
		}
		break;
	case VK_INT:
		put_key(sb, "value");
		put_int(sb, (int64_t)n->val);
		break;
	case VK_UINT:
		put_key(sb, "value");
		put_uint(sb, n->val);
		break;
	case VK_ADDR:
		put_key(sb, "value");
		sb_putc(sb, '"');
		if (n->val)
			sb_put_hex(sb, n->val);
		else
			sb_lit(sb, "0x0");
		sb_putc(sb, '"');
		break;
	case VK_STR:
		put_key(sb, "value");
		jstr(sb, s->v->raw.s + n->raw, n->rawlen);
		put_bool(sb, "truncated", n->flags & VF_TRUNC);
		break;
	case VK_FLAGS:
	case VK_MODE:
		put_key(sb, "value");
		put_uint(sb, n->val);
		put_names(sb, s, n);
		if (n->kind == VK_MODE)
			put_key(sb, "perm");
		else
			put_key(sb, "unknown");
		put_uint(sb, n->aux);
		if (n->set)
			put_name(sb, "set", n->set->name);
		break;
	case VK_ENUM:
		put_key(sb, "value");
		put_int(sb, (int64_t)n->val);
		put_key(sb, "name");
		if (n->label)
			jstr(sb, n->label, strlen(n->label));
		else if (n->flags & VF_KNOWN)
			put_span(sb, s, n);
		else
			sb_lit(sb, "null");
		if (n->set)
			put_name(sb, "set", n->set->name);
		break;
	case VK_FD:
		put_key(sb, "value");
		put_int(sb, (int64_t)n->val);
		if (n->label)
			put_str(sb, "name", n->label);
		if (n->flags & VF_RAWBYTES) {
			put_key(sb, "path");
			jstr(sb, s->v->raw.s + n->raw, n->rawlen);
		}
		break;
	case VK_STRUCT:
		sb_lit(sb, ",\"fields\":{");
		put_list(sb, s, n->child, true);
		sb_putc(sb, '}');
		put_bool(sb, "truncated", n->flags & VF_TRUNC);
		break;
	case VK_ARRAY:
		sb_lit(sb, ",\"items\":[");
		put_list(sb, s, n->child, false);
		sb_putc(sb, ']');
		put_bool(sb, "truncated", n->flags & VF_TRUNC);
		if (n->flags & VF_INVERTED)
			put_bool(sb, "inverted", true);
		break;
	}
	sb_putc(sb, '}');
}

/* A root: an argument, the return value or a siginfo, whose text is
 * the whole of text. One node is that value; a value and what the
 * kernel wrote back are an inout; named parts (clone's arguments) are
 * a struct; anything else is raw text with its typed parts. */
static void put_root(struct strbuf *sb, const struct src *s, int32_t first,
		     const char *text, size_t tlen)
{
	const struct vnode *n;
	bool named = true;
	unsigned count = 0;

	if (!s->v || first < 0) {
		sb_lit(sb, "{\"type\":\"raw\",\"text\":");
		jstr(sb, text, tlen);
		sb_putc(sb, '}');
		return;
	}
	for (int32_t k = first; k >= 0; k = s->v->n[k].next, count++)
		named &= s->v->n[k].name != NULL;
	n = &s->v->n[first];
	if (count == 1) {
		put_node(sb, s, first, text, tlen);
		return;
	}
	if (count == 2 && (s->v->n[n->next].flags & VF_AFTER)) {
		sb_lit(sb, "{\"type\":\"inout\",\"text\":");
		jstr(sb, text, tlen);
		sb_lit(sb, ",\"in\":");
		put_node(sb, s, first, NULL, 0);
		sb_lit(sb, ",\"out\":");
		put_node(sb, s, n->next, NULL, 0);
		sb_putc(sb, '}');
		return;
	}
	sb_puts(sb, named ? "{\"type\":\"struct\",\"text\":" :
		"{\"type\":\"raw\",\"text\":");
	jstr(sb, text, tlen);
	sb_puts(sb, named ? ",\"fields\":{" : ",\"parts\":[");
	put_list(sb, s, first, named);
	sb_puts(sb, named ? "},\"truncated\":false}" : "]}");
}

static void put_args(const struct tcb *tcp)
{
	unsigned n = tcp->call.sd ? tcp->call.sd->nargs : MAX_ARGS;
	struct src s = { tcp->out->view, tcp->out->line.s };
	bool first = true;

	sb_lit(&obj, ",\"args\":[");
	for (unsigned i = 0; i < n && i < MAX_ARGS; i++) {
		if (!(tcp->out->shown & (1u << i)))
			continue;
		if (!first)
			sb_putc(&obj, ',');
		first = false;
		put_root(&obj, &s,
			 tcp->out->view ? tcp->out->view->first[i] : -1,
			 tcp->out->line.s + tcp->out->arg_start[i],
			 tcp->out->arg_end[i] - tcp->out->arg_start[i]);
	}
	sb_putc(&obj, ']');
}

/* "ret" is the return value as a number, or, for calls that return an
 * address (mmap, brk: hex in the text), the text "0x...", because a
 * 64-bit address does not fit a double. null when there is none. */
static void put_ret(const struct tcb *tcp, unsigned status)
{
	bool compat = personalities[tcp->pers].wordsize == 4;
	int64_t v = compat ? (int32_t)tcp->call.rval : tcp->call.rval;

	sb_lit(&obj, ",\"ret\":");
	if (status != STATUS_SUCCESSFUL && status != STATUS_FAILED)
		sb_lit(&obj, "null");
	else if (tcp->call.err)
		sb_lit(&obj, "-1");
	else if (tcp->call.sd && tcp->call.sd->ret == RET_NONE)
		sb_lit(&obj, "null");
	else if (tcp->call.sd && tcp->call.sd->ret == RET_HEX)
		jstr(&obj, tcp->out->line.s + tcp->out->ret_start,
			    tcp->out->ret_end - tcp->out->ret_start);
	else
		sb_put_dec(&obj, v);
	if (status == STATUS_SUCCESSFUL || status == STATUS_FAILED) {
		struct src src = { tcp->out->view, tcp->out->line.s };

		put_key(&obj, "retval");
		put_root(&obj, &src,
			 tcp->out->view ? tcp->out->view->first[VIEW_RET] : -1,
			 tcp->out->line.s + tcp->out->ret_start,
			 tcp->out->ret_end - tcp->out->ret_start);
	}
	sb_lit(&obj, ",\"errno\":");
	if (status == STATUS_FAILED) {
		const char *name = errno_name(tcp->call.err);

		if (name)
			jstr(&obj, name, strlen(name));
		else
			sb_printf(&obj, "%d", tcp->call.err);
	} else {
		sb_lit(&obj, "null");
	}
}

static void put_duration(const struct tcb *tcp)
{
	struct timespec d = out_call_duration(tcp);

	sb_printf(&obj, ",\"duration\":%ld.%06ld", (long)d.tv_sec,
		  d.tv_nsec / 1000);
}

/* -k: "stack":[{"pc":..,"module":..,"function":..,"offset":..,
 * "module_offset":..,"file":..,"line":..}, ...], innermost first;
 * an empty stack comes with "stack_error":"why". */
static void put_stack(const struct call_extra *x)
{
	if (!x->nframes && x->stack_error)
		put_str(&obj, "stack_error", x->stack_error);
	sb_lit(&obj, ",\"stack\":[");
	for (unsigned i = 0; i < x->nframes; i++) {
		const struct unwind_frame *f = &x->frames[i];

		sb_printf(&obj, "%s{\"pc\":%llu", i ? "," : "",
			  (unsigned long long)f->pc);
		if (f->module)
			put_str(&obj, "module", f->module);
		if (f->func) {
			put_str(&obj, "function", f->func);
			sb_printf(&obj, ",\"offset\":%llu",
				  (unsigned long long)f->funcoff);
		}
		sb_printf(&obj, ",\"module_offset\":%llu",
			  (unsigned long long)f->modoff);
		if (f->file && f->line > 0) {
			put_str(&obj, "file", f->file);
			sb_printf(&obj, ",\"line\":%d", f->line);
		} else if (f->build_id) {
			put_str(&obj, "build_id", f->build_id);
		}
		sb_putc(&obj, '}');
	}
	sb_putc(&obj, ']');
}

/* "notes":[{"id":..,"severity":..,"message":..,"src":..,
 * "start":..,"end":..,"bits":..,"site":{"function":..,"file":..,
 * "line":..}}], from the engine's notes of the call. */
static void put_notes(const struct call_extra *x)
{
	unsigned n = x ? x->nnotes : 0;

	sb_lit(&obj, ",\"notes\":[");
	for (unsigned i = 0; i < n; i++) {
		const struct note *nt = &x->notes[i];

		sb_puts(&obj, i ? ",{\"id\":" : "{\"id\":");
		jstr(&obj, nt->id, strlen(nt->id));
		put_str(&obj, "severity", nt->severity);
		put_str(&obj, "message", nt->message);
		if (nt->src)
			put_str(&obj, "src", nt->src);
		if (nt->has_range)
			sb_printf(&obj, ",\"start\":%llu,\"end\":%llu",
				  (unsigned long long)nt->start,
				  (unsigned long long)nt->end);
		if (nt->has_bits)
			sb_printf(&obj, ",\"bits\":%llu",
				  (unsigned long long)nt->bits);
		if (nt->has_arg)
			sb_printf(&obj, ",\"arg\":%u", nt->arg);
		if (nt->path)
			put_str(&obj, "path", nt->path);
		if (nt->component)
			put_str(&obj, "component", nt->component);
		if (nt->has_limit)
			sb_printf(&obj, ",\"limit\":%llu",
				  (unsigned long long)nt->limit);
		if (nt->has_fault)
			sb_printf(&obj, ",\"range\":{\"start\":%llu,\"end\":%llu}",
				  (unsigned long long)nt->fault_start,
				  (unsigned long long)nt->fault_end);
		if (nt->has_creds) {
			sb_lit(&obj, ",\"creds\":{\"cap\":");
			jstr(&obj, nt->cred_cap, strlen(nt->cred_cap));
			if (nt->cred_cause)
				put_str(&obj, "cause", nt->cred_cause);
			else
				sb_lit(&obj, ",\"cause\":null");
			sb_printf(&obj, ",\"CapEff\":\"%016llx\",\"CapPrm\":"
				  "\"%016llx\",\"CapBnd\":\"%016llx\","
				  "\"NoNewPrivs\":%s}",
				  (unsigned long long)nt->cap_eff,
				  (unsigned long long)nt->cap_prm,
				  (unsigned long long)nt->cap_bnd,
				  nt->no_new_privs ? "true" : "false");
		}
		if (nt->rule)
			put_str(&obj, "rule", nt->rule);
		if (nt->site_func || nt->site_file) {
			sb_lit(&obj, ",\"site\":{\"function\":");
			if (nt->site_func)
				jstr(&obj, nt->site_func,
					    strlen(nt->site_func));
			else
				sb_lit(&obj, "null");
			put_str(&obj, "file", nt->site_file);
			sb_printf(&obj, ",\"line\":%d", nt->site_line);
			/* without -g: where in the module, for addr2line */
			if (nt->site_module)
				put_str(&obj, "module", nt->site_module);
			if (!nt->site_file && nt->site_build_id)
				put_str(&obj, "build_id", nt->site_build_id);
			sb_putc(&obj, '}');
		}
		sb_putc(&obj, '}');
	}
	sb_putc(&obj, ']');
}

/* The first MAPS_MAX bytes of /proc/PID/maps: a program just started
 * has a few dozen lines, far below it. */
#define MAPS_MAX	(64u << 10)

/* {"type":"maps","pid":..,"tid":..,"maps":[{"start":"0x..","end":"0x..",
 * "perms":"r-xp","offset":"0x..","path":".."},...]} after an execve
 * that worked: what the kernel mapped before the program's first call
 * (the program, ld.so, [stack], [vdso]), which the calls cannot say, so
 * that `abitrace diff` names an address by its mapping
 * ("prog+0x4010", "[stack]") rather than by a number ASLR changes. The
 * tracee is stopped: the list is the one its first call sees. */
static void json_maps(const struct tcb *tcp)
{
	static char *buf;
	ssize_t n;
	char *line, *next;

	if (!buf)
		buf = xmalloc(MAPS_MAX);
	n = proc_read_small(tcp->pid, "maps", buf, MAPS_MAX);
	if (n <= 0)
		return;
	begin(tcp, "maps", NULL);
	sb_lit(&obj, ",\"maps\":[");
	for (line = buf; (next = strchr(line, '\n')); line = next + 1) {
		unsigned long long start, end, off;
		char perms[8];
		int pos = 0;
		const char *path;

		*next = '\0';
		/* start-end perms offset dev inode [path] */
		if (sscanf(line, "%llx-%llx %7s %llx %*s %*s %n", &start, &end,
			   perms, &off, &pos) < 4 || !pos)
			continue;
		path = line + pos;
		if (obj.s[obj.len - 1] != '[')
			sb_putc(&obj, ',');
		sb_printf(&obj, "{\"start\":\"0x%llx\",\"end\":\"0x%llx\","
			  "\"perms\":", start, end);
		jstr(&obj, perms, strlen(perms));
		sb_printf(&obj, ",\"offset\":\"0x%llx\"", off);
		if (*path) {
			put_key(&obj, "path");
			jstr(&obj, path, strlen(path));
		}
		sb_putc(&obj, '}');
	}
	sb_putc(&obj, ']');
	end(tcp);
}

static void json_call(const struct tcb *tcp, unsigned status,
		      const struct call_extra *x)
{
	char unknown[32];
	const char *name = tcp->call.sd ? tcp->call.sd->name : NULL;

	if (!name) {
		snprintf(unknown, sizeof(unknown), "syscall_%#llx",
			 (unsigned long long)tcp->call.scno);
		name = unknown;
	}
	begin(tcp, "syscall", &tcp->out->own->stamp);
	put_name(&obj, "name", name);
	put_key(&obj, "nr");
	sb_put_udec(&obj, tcp->call.scno);
	if (tcp->pers)
		put_name(&obj, "personality", personalities[tcp->pers].name);
	put_args(tcp);
	put_ret(tcp, status);
	put_name(&obj, "status", out_status_name(status));
	/* -e inject=: what abitrace, not the kernel, decided. */
	if (tcp->call.inj.how & (INJ_RETURN | INJ_POKED | INJ_DELAYED)) {
		const char *sep = "";

		put_key(&obj, "injected");
		sb_putc(&obj, '[');
		if (tcp->call.inj.how & INJ_RETURN) {
			sb_puts(&obj, "\"retval\"");
			sep = ",";
		}
		if (tcp->call.inj.how & INJ_POKED) {
			sb_printf(&obj, "%s\"args\"", sep);
			sep = ",";
		}
		if (tcp->call.inj.how & INJ_DELAYED)
			sb_printf(&obj, "%s\"delayed\"", sep);
		sb_putc(&obj, ']');
	}
	if (out_cfg->Tflag && (status == STATUS_SUCCESSFUL ||
			  status == STATUS_FAILED))
		put_duration(tcp);
	if (x && x->has_stack)
		put_stack(x);
	put_notes(x);
	end(tcp);
	if ((sd_traits(tcp->call.sd) & SDT_EXEC) && status == STATUS_SUCCESSFUL)
		json_maps(tcp);
}

static bool status_wanted(unsigned status)
{
	return !out_cfg->status_mask || (out_cfg->status_mask & status);
}

static void json_entry(const struct tcb *tcp)
{
	if (out_cfg->tflag || out_cfg->rflag)
		clock_gettime(CLOCK_REALTIME, &tcp->out->own->stamp);
}

static void json_exit(const struct tcb *tcp, unsigned status,
		      const struct call_extra *x)
{
	if (!status_wanted(status) ||
	    (out_cfg->lint && !(x && x->nnotes)))	/* --lint: noted calls */
		return;
	json_call(tcp, status, x);
}

static void json_abandon(const struct tcb *tcp)
{
	if (!(tcp->flags & TCB_INSYSCALL) || (tcp->flags & TCB_HIDDEN) ||
	    out_cfg->count == 1 || !status_wanted(STATUS_DETACHED))
		return;
	json_call(tcp, STATUS_DETACHED, NULL);
}

static void json_signal(const struct tcb *tcp, const struct signal_view *sv)
{
	begin(tcp, "signal", NULL);
	put_str(&obj, "signal", signal_name(sv->signo));
	sb_printf(&obj, ",\"signo\":%d,\"code\":%d", sv->signo, sv->code);
	put_str(&obj, "text", sv->text);
	if (sv->view) {
		struct src src = { sv->view, sv->text };

		put_key(&obj, "siginfo");
		put_root(&obj, &src, sv->view->first[0],
			 sv->text + sv->info_start,
			 strlen(sv->text + sv->info_start));
	}
	end(tcp);
}

static void json_exited(const struct tcb *tcp, int status)
{
	if (WIFEXITED(status)) {
		begin(tcp, "exit", NULL);
		sb_printf(&obj, ",\"status\":%d", WEXITSTATUS(status));
	} else {
		begin(tcp, "killed", NULL);
		put_str(&obj, "signal", signal_name(WTERMSIG(status)));
		sb_printf(&obj, ",\"signo\":%d,\"core_dumped\":%s",
			  WTERMSIG(status),
			  WCOREDUMP(status) ? "true" : "false");
	}
	end(tcp);
}

static void json_message(const struct tcb *tcp, const char *text)
{
	begin(tcp, "message", NULL);
	sb_lit(&obj, ",\"text\":");
	jstr(&obj, text, strlen(text));
	end(tcp);
}

/* ---- the -c table ----------------------------------------------------- */

static void json_row(FILE *f, const char *type, const struct summary_row *r)
{
	static struct strbuf sb;

	sb.len = 0;
	sb_printf(&sb, "{\"type\":\"%s\",\"name\":", type);
	jstr(&sb, r->name, strlen(r->name));
	sb_printf(&sb, ",\"percent\":%.2f,\"seconds\":%llu.%06llu,"
		  "\"calls\":%llu,\"errors\":%llu}", r->percent,
		  (unsigned long long)(r->ns / 1000000000),
		  (unsigned long long)(r->ns % 1000000000 / 1000),
		  (unsigned long long)r->calls, (unsigned long long)r->errors);
	emit(f, &sb);
}

static void json_summary(const struct summary_view *s)
{
	FILE *f = sink_summary_file();

	for (unsigned i = 0; i < s->nrows; i++)
		json_row(f, "summary", &s->rows[i]);
	json_row(f, "summary_total", &s->total);
}

/* ---- --abi-report: the ABI report as one object --------------------- */

static void put_cstr(struct strbuf *sb, const char *s)
{
	if (s && *s)
		jstr(sb, s, strlen(s));
	else
		sb_lit(sb, "null");
}

/* ,"site":{...}: the program's innermost frame (nulls when unknown). */
static void put_abi_site(struct strbuf *sb, const struct abi_site *s)
{
	sb_lit(sb, ",\"site\":{\"function\":");
	put_cstr(sb, s->func);
	put_cstr_at(sb, "file", s->file);
	put_dec(sb, "line", s->line);
	put_cstr_at(sb, "module", s->module);
	/* without a line: where in the module, and which build */
	if (s->has_modoff) {
		put_udec(sb, "module_offset", s->modoff);
		put_cstr_at(sb, "build_id", s->build_id);
	}
	put_bool(sb, "system", s->is_system);
	sb_putc(sb, '}');
}

static void put_needs(struct strbuf *sb, const struct abi_need *n,
		      unsigned count)
{
	for (unsigned i = 0; i < count; i++, n++) {
		sb_puts(sb, i ? ",{\"abi\":" : "{\"abi\":");
		put_cstr(sb, n->abi);
		put_str(sb, "call", n->call);
		put_cstr_at(sb, "constant", n->constant);
		put_bool(sb, "feature_check", n->all_bits);
		put_str(sb, "version", n->ver);
		put_str(sb, "source", n->src);
		put_bool(sb, "baseline", n->baseline);
		put_cstr_at(sb, "errno", n->probe_err);
		put_cstr_at(sb, "next_call", n->fallback);
		put_cstr_at(sb, "verified",
			    n->verified == VERIFY_OPTIONAL ? "optional" :
			    n->verified == VERIFY_NEEDED ? "needed" : NULL);
		if (n->verified != VERIFY_NONE) {
			put_cstr_at(sb, "verify_errno", n->verify_err);
			put_dec(sb, "verify_status", n->verify_status);
		}
		put_udec(sb, "count", n->count);
		put_dec(sb, "pid", n->pid);
		put_abi_site(sb, &n->site);
		sb_putc(sb, '}');
	}
}

static void put_ports(struct strbuf *sb, const struct abi_view *v)
{
	for (unsigned i = 0; i < v->nports; i++) {
		const struct abi_port *p = &v->ports[i];

		sb_puts(sb, i ? ",{\"abi\":" : "{\"abi\":");
		put_cstr(sb, p->abi);
		put_str(sb, "call", p->call);
		sb_lit(sb, ",\"missing_on\":[");
		for (unsigned k = 0; k < p->nmissing; k++) {
			if (k)
				sb_putc(sb, ',');
			put_cstr(sb, p->missing_on[k]);
		}
		sb_putc(sb, ']');
		put_cstr_at(sb, "successor", p->successor);
		put_cstr_at(sb, "successor_source", p->successor_src);
		put_str(sb, "origin", abi_origin_name(p->origin));
		put_udec(sb, "count", p->count);
		put_abi_site(sb, &p->site);
		sb_putc(sb, '}');
	}
}

static void put_privs(struct strbuf *sb, const struct abi_view *v)
{
	for (unsigned i = 0; i < v->nprivs; i++) {
		const struct abi_priv *p = &v->privs[i];

		sb_puts(sb, i ? ",{\"call\":" : "{\"call\":");
		put_cstr(sb, p->call);
		put_str(sb, "capability", p->cap);
		put_bool(sb, "held", p->held);
		put_bool(sb, "refused", p->refused);
		put_cstr_at(sb, "errno", p->err);
		put_bool(sb, "own_filter", p->own_filter);
		put_str(sb, "source", p->src);
		put_udec(sb, "count", p->count);
		put_abi_site(sb, &p->site);
		sb_putc(sb, '}');
	}
}

static void json_abi_report(FILE *f, const struct abi_view *v)
{
	begin(NULL, "abi_report", NULL);
	put_key(&obj, "min_kernel");
	put_cstr(&obj, v->min_str);
	sb_lit(&obj, ",\"needs\":[");
	put_needs(&obj, v->needs, v->nneeds);
	sb_lit(&obj, "],\"probes\":[");
	put_needs(&obj, v->probes, v->nprobes);
	sb_lit(&obj, "],\"portability\":[");
	put_ports(&obj, v);
	sb_lit(&obj, "],\"privileges\":[");
	put_privs(&obj, v);
	sb_lit(&obj, "],\"calls\":{");
	for (unsigned i = 0; i < v->ncalls; i++) {
		const struct abi_calls *c = &v->calls[i];

		if (i)
			sb_putc(&obj, ',');
		put_cstr(&obj, c->abi);
		sb_lit(&obj, ":[");
		for (unsigned k = 0; k < c->n; k++) {
			if (k)
				sb_putc(&obj, ',');
			put_cstr(&obj, c->names[k]);
		}
		sb_putc(&obj, ']');
	}
	sb_lit(&obj, "}}");
	emit(f, &obj);
}

/* ---- --lint: the report as objects ---------------------------------- */

static void json_notes(FILE *f, const struct report_view *r)
{
	for (unsigned i = 0; i < r->nentries; i++) {
		const struct report_entry *e = r->entries[i];

		begin(NULL, "report", NULL);
		put_str(&obj, "id", e->id);
		put_str(&obj, "severity", e->severity);
		put_str(&obj, "summary", e->summary);
		put_key(&obj, "count");
		sb_put_udec(&obj, e->count);
		put_str(&obj, "first", e->first);
		put_key(&obj, "first_pid");
		sb_put_dec(&obj, e->first_pid);
		sb_lit(&obj, ",\"pids\":[");
		for (unsigned k = 0; k < e->npids; k++) {
			if (k)
				sb_putc(&obj, ',');
			sb_put_dec(&obj, e->pids[k]);
		}
		sb_putc(&obj, ']');
		put_bool(&obj, "more_pids", e->more_pids);
		sb_lit(&obj, ",\"sites\":[");
		for (unsigned k = 0; k < e->nsites; k++) {
			const struct report_site *st = &e->sites[k];

			sb_puts(&obj, k ? ",{\"function\":" : "{\"function\":");
			jstr(&obj, st->func, strlen(st->func));
			put_key(&obj, "file");
			if (st->file[0])
				jstr(&obj, st->file, strlen(st->file));
			else
				sb_lit(&obj, "null");
			put_key(&obj, "line");
			sb_put_dec(&obj, st->line);
			if (st->module[0]) {
				put_key(&obj, "module");
				jstr(&obj, st->module, strlen(st->module));
			}
			put_bool(&obj, "system", st->is_system);
			put_key(&obj, "count");
			sb_put_udec(&obj, st->count);
			sb_putc(&obj, '}');
		}
		sb_putc(&obj, ']');
		put_key(&obj, "other_sites");
		sb_put_udec(&obj, e->other_sites);
		put_key(&obj, "unknown_sites");
		sb_put_udec(&obj, e->no_site);
		sb_putc(&obj, '}');
		emit(f, &obj);
	}
	begin(NULL, "report_total", NULL);
	put_key(&obj, "notes");
	sb_put_udec(&obj, r->total);
	put_key(&obj, "kinds");
	sb_put_udec(&obj, r->nentries);
	if (r->suppressed) {
		put_key(&obj, "suppressed");
		sb_put_udec(&obj, r->suppressed);
	}
	sb_putc(&obj, '}');
	emit(f, &obj);
}

/* ---- notes counted, not shown (the loader's) ------------------------ */

static void json_notes_summary(const struct notes_summary_view *v)
{
	begin(NULL, "notes_summary", NULL);
	put_str(&obj, "source", v->source);
	put_str(&obj, "what", v->what);
	put_key(&obj, "count");
	sb_put_udec(&obj, v->total);
	put_key(&obj, "calls");
	sb_put_udec(&obj, v->calls);
	sb_lit(&obj, ",\"kinds\":{");
	for (unsigned i = 0; i < v->nkinds; i++) {
		if (i)
			sb_putc(&obj, ',');
		jstr(&obj, v->kinds[i].id, strlen(v->kinds[i].id));
		sb_putc(&obj, ':');
		sb_put_udec(&obj, v->kinds[i].count);
	}
	sb_lit(&obj, "}}");
	emit(sink_summary_file(), &obj);
}

static void json_notes_suppressed(const struct suppressed_view *v)
{
	begin(NULL, "notes_suppressed", NULL);
	put_key(&obj, "count");
	sb_put_udec(&obj, v->total);
	sb_lit(&obj, ",\"by\":[");
	for (unsigned i = 0; i < v->nby; i++) {
		if (i)
			sb_putc(&obj, ',');
		sb_lit(&obj, "{\"file\":");
		jstr(&obj, v->by[i].file, strlen(v->by[i].file));
		sb_lit(&obj, ",\"line\":");
		sb_put_udec(&obj, v->by[i].line);
		sb_lit(&obj, ",\"count\":");
		sb_put_udec(&obj, v->by[i].count);
		sb_putc(&obj, '}');
	}
	sb_lit(&obj, "]}");
	emit(sink_summary_file(), &obj);
}

static void json_report(const struct report_view *r)
{
	FILE *f = sink_summary_file();

	if (r->show_notes)
		json_notes(f, r);
	if (r->show_abi)
		json_abi_report(f, r->abi);
}

static const struct backend json_backend = {
	.name = "json",
	.rank = 1,
	.long_opt = "json",
	.short_opt = 'j',
	.has_arg = 0,
	.main_trace = true,
	.to_stdout = true,
	.wants_nodes = true,
	.syscall_entry = json_entry,
	.syscall_exit = json_exit,
	.syscall_abandon = json_abandon,
	.signal = json_signal,
	.exited = json_exited,
	.message = json_message,
	.report = json_report,
	.notes_summary = json_notes_summary,
	.notes_suppressed = json_notes_suppressed,
	.summary = json_summary,
	.close_for = json_close_for,
};
OUTPUT_BACKEND(json_backend);
