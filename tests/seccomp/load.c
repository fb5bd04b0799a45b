/* load.c - install a Docker/Podman seccomp profile, then run a program.
 *
 * usage: load PROFILE.json PROGRAM [ARG...]
 *
 * The profile is the JSON that Docker, Podman and containerd read:
 *   { "defaultAction": "SCMP_ACT_ERRNO", "defaultErrnoRet": 1,
 *     "architectures": [ "SCMP_ARCH_X86_64", "SCMP_ARCH_X86" ],
 *     "syscalls": [ { "names": [ "read", "write" ],
 *                     "action": "SCMP_ACT_ALLOW",
 *                     "args": [ { "index": 0, "value": 2, "valueTwo": 0,
 *                                 "op": "SCMP_CMP_EQ" } ] } ] }
 * ("archMap" instead of "architectures", and "name" instead of "names",
 * are read too).  Calls this libseccomp does not know on an architecture
 * are skipped, as the container engines do.  What the loader cannot do
 * faithfully it refuses by name (SCMP_ACT_NOTIFY, "includes"/"excludes"
 * conditions), with a one-line error and exit status 2, as for any bad
 * input.  With the filter loaded (no_new_privs set, so no privilege is
 * needed), PROGRAM is executed in place of the loader.
 *
 * For tests: it is the other half of abitrace's --seccomp-profile. */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <seccomp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_PROFILE (8 << 20)
#define MAX_DEPTH 32

static const char *profile_path;

static void die(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "seccomp-load: %s: ", profile_path ? profile_path : "");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}

/* ---- a small JSON reader --------------------------------------------- */

enum jtype { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ };

struct jval {
	enum jtype type;
	bool b;
	bool integer;		/* a number without fraction or exponent */
	bool negative;
	uint64_t u;		/* its magnitude, when integer */
	char *s;		/* J_STR */
	size_t n;		/* elements of J_ARR / members of J_OBJ */
	struct jval *v;		/* J_ARR elements, J_OBJ values */
	char **k;		/* J_OBJ keys */
};

struct parser {
	const char *p, *end;
	unsigned line;
};

static void jfail(struct parser *ps, const char *what)
{
	die("line %u: %s", ps->line, what);
}

static void skip_ws(struct parser *ps)
{
	while (ps->p < ps->end && strchr(" \t\r\n", *ps->p)) {
		if (*ps->p == '\n')
			ps->line++;
		ps->p++;
	}
}

static void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die("out of memory");
	return p;
}

static void put_byte(char **buf, size_t *len, unsigned char c)
{
	*buf = xrealloc(*buf, *len + 2);
	(*buf)[(*len)++] = c;
}

static void put_utf8(char **buf, size_t *len, unsigned c)
{
	char tmp[4];
	size_t n;

	if (c < 0x80) {
		tmp[0] = c; n = 1;
	} else if (c < 0x800) {
		tmp[0] = 0xc0 | c >> 6; tmp[1] = 0x80 | (c & 0x3f); n = 2;
	} else {
		tmp[0] = 0xe0 | c >> 12; tmp[1] = 0x80 | (c >> 6 & 0x3f);
		tmp[2] = 0x80 | (c & 0x3f); n = 3;
	}
	*buf = xrealloc(*buf, *len + n + 1);
	memcpy(*buf + *len, tmp, n);
	*len += n;
}

static char *parse_string(struct parser *ps)
{
	char *buf = NULL;
	size_t len = 0;

	ps->p++;	/* the opening quote */
	for (;;) {
		unsigned char c;

		if (ps->p >= ps->end)
			jfail(ps, "unterminated string");
		c = *ps->p++;
		if (c == '"')
			break;
		if (c < 0x20)
			jfail(ps, "control character in a string");
		if (c != '\\') {
			put_byte(&buf, &len, c);	/* UTF-8 passes through */
			continue;
		}
		if (ps->p >= ps->end)
			jfail(ps, "unterminated string");
		c = *ps->p++;
		switch (c) {
		case '"': case '\\': case '/':
			put_utf8(&buf, &len, c); break;
		case 'b': put_utf8(&buf, &len, '\b'); break;
		case 'f': put_utf8(&buf, &len, '\f'); break;
		case 'n': put_utf8(&buf, &len, '\n'); break;
		case 'r': put_utf8(&buf, &len, '\r'); break;
		case 't': put_utf8(&buf, &len, '\t'); break;
		case 'u': {
			unsigned v = 0;

			for (int i = 0; i < 4; i++) {
				if (ps->p >= ps->end || !isxdigit((unsigned char)*ps->p))
					jfail(ps, "bad \\u escape");
				c = *ps->p++;
				v = v * 16 + (isdigit(c) ? c - '0' : (tolower(c) - 'a' + 10));
			}
			if (v == 0 || (v >= 0xd800 && v <= 0xdfff))
				jfail(ps, "\\u escape of NUL or of a surrogate");
			put_utf8(&buf, &len, v);
			break;
		}
		default:
			jfail(ps, "bad escape in a string");
		}
	}
	buf = xrealloc(buf, len + 1);
	buf[len] = 0;
	return buf;
}

static void parse_value(struct parser *ps, struct jval *out, int depth);

static void parse_number(struct parser *ps, struct jval *out)
{
	bool digits = false;

	out->type = J_NUM;
	out->integer = true;
	if (ps->p < ps->end && *ps->p == '-') {
		out->negative = true;
		ps->p++;
	}
	while (ps->p < ps->end && isdigit((unsigned char)*ps->p)) {
		unsigned d = *ps->p++ - '0';

		digits = true;
		if (out->u > (UINT64_MAX - d) / 10)
			jfail(ps, "number out of range");
		out->u = out->u * 10 + d;
	}
	if (!digits)
		jfail(ps, "bad number");
	if (ps->p < ps->end && strchr(".eE", *ps->p)) {
		out->integer = false;
		while (ps->p < ps->end && strchr("0123456789.eE+-", *ps->p))
			ps->p++;
	}
}

static void parse_value(struct parser *ps, struct jval *out, int depth)
{
	memset(out, 0, sizeof(*out));
	if (depth > MAX_DEPTH)
		jfail(ps, "nested too deep");
	skip_ws(ps);
	if (ps->p >= ps->end)
		jfail(ps, "unexpected end of the file");
	switch (*ps->p) {
	case '"':
		out->type = J_STR;
		out->s = parse_string(ps);
		return;
	case '[':
		out->type = J_ARR;
		ps->p++;
		skip_ws(ps);
		if (ps->p < ps->end && *ps->p == ']') {
			ps->p++;
			return;
		}
		for (;;) {
			out->v = xrealloc(out->v, (out->n + 1) * sizeof(*out->v));
			parse_value(ps, &out->v[out->n++], depth + 1);
			skip_ws(ps);
			if (ps->p < ps->end && *ps->p == ',') {
				ps->p++;
				continue;
			}
			if (ps->p < ps->end && *ps->p == ']') {
				ps->p++;
				return;
			}
			jfail(ps, "expected ',' or ']'");
		}
	case '{':
		out->type = J_OBJ;
		ps->p++;
		skip_ws(ps);
		if (ps->p < ps->end && *ps->p == '}') {
			ps->p++;
			return;
		}
		for (;;) {
			skip_ws(ps);
			if (ps->p >= ps->end || *ps->p != '"')
				jfail(ps, "expected a member name");
			out->k = xrealloc(out->k, (out->n + 1) * sizeof(*out->k));
			out->v = xrealloc(out->v, (out->n + 1) * sizeof(*out->v));
			out->k[out->n] = parse_string(ps);
			skip_ws(ps);
			if (ps->p >= ps->end || *ps->p != ':')
				jfail(ps, "expected ':'");
			ps->p++;
			parse_value(ps, &out->v[out->n++], depth + 1);
			skip_ws(ps);
			if (ps->p < ps->end && *ps->p == ',') {
				ps->p++;
				continue;
			}
			if (ps->p < ps->end && *ps->p == '}') {
				ps->p++;
				return;
			}
			jfail(ps, "expected ',' or '}'");
		}
	default:
		break;
	}
	if (ps->end - ps->p >= 4 && !memcmp(ps->p, "true", 4)) {
		out->type = J_BOOL; out->b = true; ps->p += 4;
	} else if (ps->end - ps->p >= 5 && !memcmp(ps->p, "false", 5)) {
		out->type = J_BOOL; ps->p += 5;
	} else if (ps->end - ps->p >= 4 && !memcmp(ps->p, "null", 4)) {
		out->type = J_NULL; ps->p += 4;
	} else if (*ps->p == '-' || isdigit((unsigned char)*ps->p)) {
		parse_number(ps, out);
	} else {
		jfail(ps, "unexpected character");
	}
}

static const struct jval *member(const struct jval *o, const char *key)
{
	if (!o || o->type != J_OBJ)
		return NULL;
	for (size_t i = 0; i < o->n; i++)
		if (!strcmp(o->k[i], key))
			return &o->v[i];
	return NULL;
}

static const char *str_of(const struct jval *v, const char *what)
{
	if (!v || v->type != J_STR)
		die("%s must be a string", what);
	return v->s;
}

static uint64_t uint_of(const struct jval *v, const char *what)
{
	if (!v || v->type != J_NUM || !v->integer || v->negative)
		die("%s must be a non-negative integer", what);
	return v->u;
}

/* ---- the profile --------------------------------------------------------- */

static uint32_t action_of(const char *name, const struct jval *errno_ret,
			  unsigned dflt_errno)
{
	unsigned e = errno_ret ? (unsigned)uint_of(errno_ret, "errnoRet") :
		     dflt_errno;

	if (e > 4095)
		die("errnoRet %u is out of range", e);
	if (!strcmp(name, "SCMP_ACT_ALLOW"))
		return SCMP_ACT_ALLOW;
	if (!strcmp(name, "SCMP_ACT_ERRNO"))
		return SCMP_ACT_ERRNO(e);
	if (!strcmp(name, "SCMP_ACT_KILL") || !strcmp(name, "SCMP_ACT_KILL_THREAD"))
		return SCMP_ACT_KILL_THREAD;
	if (!strcmp(name, "SCMP_ACT_KILL_PROCESS"))
		return SCMP_ACT_KILL_PROCESS;
	if (!strcmp(name, "SCMP_ACT_TRAP"))
		return SCMP_ACT_TRAP;
	if (!strcmp(name, "SCMP_ACT_TRACE"))
		return SCMP_ACT_TRACE(e);
	if (!strcmp(name, "SCMP_ACT_LOG"))
		return SCMP_ACT_LOG;
	die("action %s is not supported by this loader", name);
	return 0;
}

static enum scmp_compare op_of(const char *name)
{
	static const struct { const char *n; enum scmp_compare op; } ops[] = {
		{ "SCMP_CMP_NE", SCMP_CMP_NE }, { "SCMP_CMP_LT", SCMP_CMP_LT },
		{ "SCMP_CMP_LE", SCMP_CMP_LE }, { "SCMP_CMP_EQ", SCMP_CMP_EQ },
		{ "SCMP_CMP_GE", SCMP_CMP_GE }, { "SCMP_CMP_GT", SCMP_CMP_GT },
		{ "SCMP_CMP_MASKED_EQ", SCMP_CMP_MASKED_EQ },
	};

	for (size_t i = 0; i < sizeof(ops) / sizeof(*ops); i++)
		if (!strcmp(ops[i].n, name))
			return ops[i].op;
	die("argument operator %s is not known", name);
	return 0;
}

/* "SCMP_ARCH_X86_64" -> libseccomp's token */
static uint32_t arch_of(const char *name)
{
	char low[64];
	uint32_t a;
	size_t i;

	if (strncmp(name, "SCMP_ARCH_", 10) || strlen(name + 10) >= sizeof(low))
		die("architecture %s is not known", name);
	for (i = 0; name[10 + i]; i++)
		low[i] = tolower((unsigned char)name[10 + i]);
	low[i] = 0;
	a = seccomp_arch_resolve_name(low);
	if (!a)
		die("architecture %s is not known to libseccomp", name);
	return a;
}

static void add_arch(scmp_filter_ctx ctx, const char *name)
{
	uint32_t a = arch_of(name);
	int r;

	if (a == seccomp_arch_native())
		return;
	r = seccomp_arch_add(ctx, a);
	if (r < 0 && r != -EEXIST)
		die("cannot add architecture %s: %s", name, strerror(-r));
}

static bool empty_condition(const struct jval *v)
{
	return !v || v->type == J_NULL || (v->type == J_OBJ && v->n == 0);
}

static void add_rules(scmp_filter_ctx ctx, const struct jval *rule,
		      uint32_t dflt, unsigned dflt_errno, unsigned idx)
{
	const struct jval *names = member(rule, "names");
	const struct jval *name1 = member(rule, "name");
	const struct jval *args = member(rule, "args");
	struct scmp_arg_cmp cmp[6];
	unsigned ncmp = 0;
	uint32_t act;

	if (rule->type != J_OBJ)
		die("syscalls[%u] must be an object", idx);
	if (!empty_condition(member(rule, "includes")) ||
	    !empty_condition(member(rule, "excludes")))
		die("syscalls[%u]: includes/excludes conditions are not supported",
		    idx);
	act = action_of(str_of(member(rule, "action"), "action"),
			member(rule, "errnoRet"), dflt_errno);
	if (args && args->type != J_NULL) {
		if (args->type != J_ARR)
			die("syscalls[%u].args must be an array", idx);
		if (args->n > 6)
			die("syscalls[%u]: more than 6 argument conditions", idx);
		for (size_t i = 0; i < args->n; i++) {
			const struct jval *a = &args->v[i];
			uint64_t index = uint_of(member(a, "index"), "args[].index");

			if (index > 5)
				die("syscalls[%u]: argument index %llu", idx,
				    (unsigned long long)index);
			cmp[ncmp].arg = index;
			cmp[ncmp].op = op_of(str_of(member(a, "op"), "args[].op"));
			cmp[ncmp].datum_a = uint_of(member(a, "value"), "args[].value");
			cmp[ncmp].datum_b = member(a, "valueTwo") ?
				uint_of(member(a, "valueTwo"), "args[].valueTwo") : 0;
			ncmp++;
		}
	}
	if (!names && !name1)
		die("syscalls[%u] has neither names nor name", idx);
	if (names && names->type != J_ARR)
		die("syscalls[%u].names must be an array", idx);
	if (act == dflt)
		return;	/* libseccomp refuses a rule that changes nothing */
	for (size_t i = 0; names ? i < names->n : i < 1; i++) {
		const char *n = names ? str_of(&names->v[i], "names[]") :
				str_of(name1, "name");
		int nr = seccomp_syscall_resolve_name(n);
		int r;

		if (nr == __NR_SCMP_ERROR) {
			fprintf(stderr, "seccomp-load: %s: no system call %s "
				"here, skipped\n", profile_path, n);
			continue;
		}
		r = seccomp_rule_add_array(ctx, act, nr, ncmp, cmp);
		if (r < 0)
			die("syscalls[%u]: cannot add a rule for %s: %s", idx,
			    n, strerror(-r));
	}
}

int main(int argc, char **argv)
{
	struct parser ps;
	struct jval root;
	const struct jval *v, *calls;
	scmp_filter_ctx ctx;
	unsigned dflt_errno = EPERM;
	uint32_t dflt;
	char *text;
	size_t len = 0;
	FILE *f;

	if (argc < 3) {
		fprintf(stderr, "usage: load PROFILE.json PROGRAM [ARG...]\n");
		return 2;
	}
	profile_path = argv[1];
	f = fopen(argv[1], "r");
	if (!f)
		die("%s", strerror(errno));
	text = xrealloc(NULL, MAX_PROFILE + 1);
	len = fread(text, 1, MAX_PROFILE + 1, f);
	fclose(f);
	if (len > MAX_PROFILE)
		die("larger than %d bytes", MAX_PROFILE);
	ps = (struct parser){ text, text + len, 1 };
	parse_value(&ps, &root, 0);
	skip_ws(&ps);
	if (ps.p != ps.end)
		jfail(&ps, "text after the profile");
	if (root.type != J_OBJ)
		die("the profile must be a JSON object");

	if ((v = member(&root, "defaultErrnoRet")))
		dflt_errno = uint_of(v, "defaultErrnoRet");
	dflt = action_of(str_of(member(&root, "defaultAction"), "defaultAction"),
			 NULL, dflt_errno);
	ctx = seccomp_init(dflt);
	if (!ctx)
		die("seccomp_init failed");

	if ((v = member(&root, "architectures")) && v->type != J_NULL) {
		if (v->type != J_ARR)
			die("architectures must be an array");
		for (size_t i = 0; i < v->n; i++)
			add_arch(ctx, str_of(&v->v[i], "architectures[]"));
	}
	if ((v = member(&root, "archMap")) && v->type != J_NULL) {
		if (v->type != J_ARR)
			die("archMap must be an array");
		for (size_t i = 0; i < v->n; i++) {
			const struct jval *sub = member(&v->v[i], "subArchitectures");

			add_arch(ctx, str_of(member(&v->v[i], "architecture"),
					     "archMap[].architecture"));
			for (size_t j = 0; sub && sub->type == J_ARR && j < sub->n; j++)
				add_arch(ctx, str_of(&sub->v[j], "subArchitectures[]"));
		}
	}
	calls = member(&root, "syscalls");
	if (calls && calls->type != J_NULL) {
		if (calls->type != J_ARR)
			die("syscalls must be an array");
		for (size_t i = 0; i < calls->n; i++)
			add_rules(ctx, &calls->v[i], dflt, dflt_errno, i);
	}
	if (seccomp_load(ctx) < 0)
		die("the kernel refused the filter");
	execvp(argv[2], argv + 2);
	/* the filter may forbid execve itself: say so without more calls
	 * than the error message needs */
	fprintf(stderr, "seccomp-load: cannot run %s: %s\n", argv[2],
		strerror(errno));
	return 127;
}
