/* abitrace: command line, then hand over to the tracing loop.
 *
 * The letters and long names follow strace, so that muscle memory
 * works; every bad value is one line on stderr and exit status 1. */
#include "main.h"
#include "decode/filter.h"
#include "decode/qualify.h"
#include "trace/inject.h"
#include "trace/pathtrace.h"
#include "trace/trace.h"
#include "notes/notes.h"
#include "trace/seccomp.h"
#include "output/color.h"
#include "output/output.h"
#include "unwind/stacktrace.h"
#include "decode/decode.h"
#include "diff/diff.h"

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <grp.h>
#include <limits.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

struct options opt = {
	.string_limit = 32,
	.acolumn = 40,
	.r_digits = 6,
	.T_digits = 6,
	.overhead_ns = -1,
};

static long parse_number(const char *s, const char *what, long min, long max)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < min || v > max)
		die("invalid %s: '%s'", what, s);
	return v;
}

static bool key_is(const char *key, size_t klen, const char *name)
{
	return strlen(name) == klen && !strncmp(key, name, klen);
}

static void refuse(const char *what)
{
	die("%s is not supported", what);
}

static void set_quiet(const char *spec);

/* The -e inject=/fault= rules as given, for the JSON header. */
static char **inject_kept;
static unsigned ninject_kept;

static void keep_inject(const char *kind, const char *val)
{
	size_t n = strlen(kind) + strlen(val) + 1;
	char *r = xmalloc(n);

	snprintf(r, n, "%s%s", kind, val);
	inject_kept = xrealloc(inject_kept,
			       (ninject_kept + 1) * sizeof(*inject_kept));
	inject_kept[ninject_kept++] = r;
	opt.inject_rules = (const char *const *)inject_kept;
	opt.ninject = ninject_kept;
}

/* -e namespace=new: strace knows no other value. */
static void set_namespace(const char *val)
{
	if (strcmp(val, "new"))
		die("invalid -e namespace= value '%s' (only new)", val);
	opt.namespace_new = true;
}
static void set_decode_fds(const char *spec);
static void set_decode_pids(const char *spec);

/* --abi-report[=verify] */
static void set_abi_report(const char *val)
{
	opt.abi_report = true;
	if (!val)
		return;
	if (strcmp(val, "verify"))
		die("invalid --abi-report value '%s' (only verify)", val);
	opt.abi_verify = true;
}

/* -e kvm=vcpu: KVM_RUN's result names why the vCPU stopped, read from
 * the vCPU's mapped struct kvm_run; vcpu+: that struct too, before and
 * after the call. strace's two values. */
static void set_kvm(const char *val)
{
	if (!strcmp(val, "vcpu"))
		opt.kvm_vcpu = 1;
	else if (!strcmp(val, "vcpu+"))
		opt.kvm_vcpu = 2;
	else
		die("invalid -e kvm= value '%s' (vcpu, vcpu+)", val);
}

/* -e KEY=VALUE, under the names strace accepts for each key; without a
 * key, VALUE is a trace set. */
static void parse_expr(const char *e)
{
	static const struct {
		const char *names[4];
		int what;
	} keys[] = {
		{ { "trace", "t" }, 't' },
		{ { "trace-fds", "trace-fd", "fd", "fds" }, 'F' },
		{ { "abbrev", "a" }, 'a' },
		{ { "verbose", "v" }, 'v' },
		{ { "raw", "x" }, 'x' },
		{ { "signal", "signals", "s" }, 's' },
		{ { "status" }, 'S' },
		{ { "quiet", "silent", "silence", "q" }, 'q' },
		{ { "read", "reads", "r" }, 'r' },
		{ { "write", "writes", "w" }, 'w' },
		{ { "fault" }, 'f' },
		{ { "inject" }, 'i' },
		{ { "kvm" }, 'k' },
		{ { "decode-fd", "decode-fds" }, 'y' },
		{ { "decode-pid", "decode-pids" }, 'Y' },
		{ { "secontext" }, 'c' },
		{ { "namespace" }, 'n' },
	};
	const char *eq = strchr(e, '=');
	size_t klen = eq ? (size_t)(eq - e) : 0;
	const char *val = eq ? eq + 1 : e;
	int what = eq ? 0 : 't';

	for (size_t i = 0; eq && !what && i < ARRAY_SIZE(keys);
	     i++)
		for (size_t j = 0; j < 4 && keys[i].names[j]; j++)
			if (key_is(e, klen, keys[i].names[j]))
				what = keys[i].what;
	switch (what) {
	case 't': filter_syscalls(val); break;
	case 'F': pathtrace_fds(val); break;
	case 'a': filter_style('a', val); break;
	case 'v': filter_style('v', val); break;
	case 'x': filter_style('x', val); break;
	case 's': filter_signals(val); break;
	case 'S': opt.status_mask = filter_status(val); break;
	case 'q': set_quiet(val); break;
	case 'r': dump_parse('r', val); break;
	case 'w': dump_parse('w', val); break;
	case 'f':
		inject_parse(val, true);
		keep_inject("fault=", val);
		break;
	case 'i':
		inject_parse(val, false);
		keep_inject("inject=", val);
		break;
	case 'k': set_kvm(val); break;
	case 'y': set_decode_fds(val); break;
	case 'Y': set_decode_pids(val); break;
	case 'c': refuse("--secontext (SELinux contexts)"); break;
	case 'n': set_namespace(val); break;
	default:
		die("invalid -e qualifier '%.*s' (trace, trace-fds, abbrev, "
		    "verbose, raw, signal, status, quiet, read, write, fault, "
		    "inject, kvm, decode-fds, decode-pids, namespace)", (int)klen, e);
	}
}

/* ---- -E and -u: applied in the child, just before execve ---------- */

static const char **env_ops;
static unsigned nenv;

static void add_env(const char *s)
{
	if (!*s || *s == '=')
		die("invalid -E argument: '%s'", s);
	env_ops = xrealloc(env_ops, (nenv + 1) * sizeof(*env_ops));
	env_ops[nenv++] = s;
}

static void apply_env(void)
{
	for (unsigned i = 0; i < nenv; i++) {
		const char *eq = strchr(env_ops[i], '=');
		char *name;

		if (!eq) {
			unsetenv(env_ops[i]);
			continue;
		}
		name = xstrdup(env_ops[i]);
		name[eq - env_ops[i]] = '\0';
		setenv(name, eq + 1, 1);
		free(name);
	}
}

static struct {
	const char *name;
	uid_t uid;
	gid_t gid;
} run_as;

static void set_user(const char *name)
{
	struct passwd *pw;

	errno = 0;
	pw = getpwnam(name);
	if (!pw)
		die("cannot find user '%s'", name);
	run_as.name = xstrdup(pw->pw_name);
	run_as.uid = pw->pw_uid;
	run_as.gid = pw->pw_gid;
}

static void child_fail(const char *what)
{
	fprintf(stderr, "%s: %s: %s\n", progname, what, strerror(errno));
	_exit(1);
}

static void apply_user(void)
{
	if (!run_as.name)
		return;
	if (initgroups(run_as.name, run_as.gid) < 0)
		child_fail("initgroups");
	if (setgid(run_as.gid) < 0)
		child_fail("setgid");
	if (setuid(run_as.uid) < 0)
		child_fail("setuid");
}

/* Runs in the forked child between being seized and its execve. */
static void launch_child_setup(void)
{
	apply_env();
	apply_user();
}

/* ---- optional arguments of the long options ----------------------- */

static int tflag_short;		/* -t, -tt, -ttt given */
static bool tflag_long;		/* --timestamps given */

/* --timestamps[=[format:]FMT[,[precision:]PREC]]: "none", "time" or
 * "unix"; "s", "ms", "us" or "ns". A part left out keeps what an
 * earlier --timestamps said (time and s at first). -t is time,s, -tt
 * time,us, -ttt unix,us. opt.tflag is 0 (none), 1 (time), 3 (unix). */
static void parse_timestamps(const char *arg)
{
	char *copy, *tok, *save;
	int fmt = -1, digits = -1;

	tflag_long = true;
	copy = xstrdup(arg ? arg : "");
	for (tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		bool f_only = !strncasecmp(tok, "format:", 7);
		bool p_only = !strncasecmp(tok, "precision:", 10);
		int d;

		tok += f_only ? 7 : p_only ? 10 : 0;
		if (!p_only && !strcasecmp(tok, "none"))
			fmt = 0;
		else if (!p_only && !strcasecmp(tok, "time"))
			fmt = 1;
		else if (!p_only && !strcasecmp(tok, "unix"))
			fmt = 3;
		else if (!f_only && (d = parse_precision(tok)) >= 0)
			digits = d;
		else
			die("invalid --timestamps argument: '%s'", arg);
	}
	free(copy);
	if (fmt >= 0)
		opt.tflag = fmt;
	else if (!opt.tflag)
		opt.tflag = 1;
	if (digits >= 0)
		opt.t_digits = digits;
}

static int parse_digits(const char *opt_name, const char *arg)
{
	int d;

	if (!arg)
		return 6;
	d = parse_precision(arg);
	if (d < 0)
		die("invalid %s precision: '%s' (s, ms, us or ns)", opt_name,
		    arg);
	return d;
}

static int qflag_short;
static bool quiet_long;

static void set_quiet(const char *spec)
{
	opt.quiet = parse_quiet_set(spec);
	quiet_long = true;
}

static int hex_long = -1;	/* --strings-in-hex */

static void parse_hex_strings(const char *arg)
{
	if (!arg || !strcmp(arg, "all"))
		hex_long = 2;
	else if (!strcmp(arg, "non-ascii"))
		hex_long = 1;
	else if (!strcmp(arg, "non-ascii-chars"))
		hex_long = 3;
	else if (!strcmp(arg, "none"))
		hex_long = 0;
	else
		die("invalid --strings-in-hex argument: '%s'", arg);
}

static int yflag_short;
static bool decode_fds_long;

static void set_decode_fds(const char *spec)
{
	opt.decode_fds = parse_decode_fds_set(spec);
	decode_fds_long = true;
}

static void set_decode_pids(const char *spec)
{
	opt.decode_pids |= parse_decode_pids_set(spec);
}

static void set_status_only(unsigned mask)
{
	opt.status_mask = mask;
	opt.only_successful = mask == STATUS_SUCCESSFUL;
	opt.only_failed = mask == STATUS_FAILED;
}

/* -I: 1 or anywhere (or always), 2 or waiting, 3 or never, 4 or
 * never_tstp. */
static int parse_interruptible(const char *arg)
{
	static const char *const names[] = {
		"anywhere", "waiting", "never", "never_tstp",
	};

	if (!strcmp(arg, "always"))
		return 1;
	for (int i = 0; i < 4; i++)
		if (!strcmp(arg, names[i]) ||
		    (arg[0] == '1' + i && !arg[1]))
			return i + 1;
	die("invalid -I value '%s' (1 anywhere, 2 waiting, 3 never, "
	    "4 never_tstp)", arg);
}

/* --daemonize[=grandchild|pgroup|pgrp|session] */
static int parse_daemonize(const char *arg)
{
	if (!arg || !strcmp(arg, "grandchild"))
		return 1;
	if (!strcmp(arg, "pgroup") || !strcmp(arg, "pgrp"))
		return 2;
	if (!strcmp(arg, "session"))
		return 3;
	die("invalid --daemonize value '%s' (grandchild, pgroup, session)",
	    arg);
}

static pid_t attach_pids[256];
static unsigned nattach;

enum {
	OPT_JSON = 256, OPT_DUMP_TABLES, OPT_OUTPUT_SEPARATELY, OPT_TRACE,
	OPT_SIGNAL, OPT_STATUS, OPT_TIMESTAMPS, OPT_RELATIVE, OPT_SYSCALL_TIMES,
	OPT_QUIET, OPT_HEX, OPT_DECODE_FDS,
	/* Reserved for the notes engine. */
	OPT_NOTES, OPT_EXPLAIN, OPT_LIST_NOTES, OPT_LINT, OPT_PICTURES, OPT_WHY,
	OPT_SUPPRESS, OPT_GEN_SUPPRESSIONS,
	OPT_ABI_REPORT, OPT_SECCOMP_PROFILE_ARGS,
	OPT_SECCOMP_BPF, OPT_NO_SILENT_FOLLOW, OPT_COLOR,
	OPT_FOLLOW_FORKS, OPT_DAEMONIZE, OPT_PIDNS, OPT_DECODE_PIDS,
	OPT_ABBREV, OPT_VERBOSE, OPT_RAW, OPT_READ, OPT_WRITE, OPT_FAULT,
	OPT_INJECT, OPT_KVM, OPT_TIPS, OPT_SECONTEXT,
	OPT_ALWAYS_SHOW_PID, OPT_ARGV0, OPT_KILL_ON_EXIT, OPT_SYSCALL_LIMIT,
	OPT_TRACE_FDS, OPT_FRAME_LIMIT, OPT_STACK_TRACE, OPT_NAMESPACE,
	OPT_DECODE_EVENTS, OPT_START_AT, OPT_SHORT_CAPS,
	OPT_BACKEND,		/* + the backend's index (output.c) */
};

static const struct option long_opts[] = {
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ "output", required_argument, NULL, 'o' },
	{ "output-append-mode", no_argument, NULL, 'A' },
	{ "follow-forks", no_argument, NULL, OPT_FOLLOW_FORKS },
	{ "output-separately", no_argument, NULL, OPT_OUTPUT_SEPARATELY },
	{ "attach", required_argument, NULL, 'p' },
	{ "detach-on", required_argument, NULL, 'b' },
	{ "daemonize", optional_argument, NULL, OPT_DAEMONIZE },
	{ "daemonise", optional_argument, NULL, OPT_DAEMONIZE },
	{ "daemonized", optional_argument, NULL, OPT_DAEMONIZE },
	{ "daemonised", optional_argument, NULL, OPT_DAEMONIZE },
	{ "interruptible", required_argument, NULL, 'I' },
	{ "string-limit", required_argument, NULL, 's' },
	{ "columns", required_argument, NULL, 'a' },
	{ "summary-only", no_argument, NULL, 'c' },
	{ "summary", no_argument, NULL, 'C' },
	{ "summary-sort-by", required_argument, NULL, 'S' },
	{ "summary-columns", required_argument, NULL, 'U' },
	{ "summary-syscall-overhead", required_argument, NULL, 'O' },
	{ "summary-wall-clock", no_argument, NULL, 'w' },
	{ "trace", required_argument, NULL, OPT_TRACE },
	{ "trace-path", required_argument, NULL, 'P' },
	{ "trace-fds", required_argument, NULL, OPT_TRACE_FDS },
	{ "signal", required_argument, NULL, OPT_SIGNAL },
	{ "signals", required_argument, NULL, OPT_SIGNAL },
	{ "status", required_argument, NULL, OPT_STATUS },
	{ "abbrev", required_argument, NULL, OPT_ABBREV },
	{ "verbose", required_argument, NULL, OPT_VERBOSE },
	{ "raw", required_argument, NULL, OPT_RAW },
	{ "read", required_argument, NULL, OPT_READ },
	{ "write", required_argument, NULL, OPT_WRITE },
	{ "fault", required_argument, NULL, OPT_FAULT },
	{ "inject", required_argument, NULL, OPT_INJECT },
	{ "kvm", required_argument, NULL, OPT_KVM },
	{ "successful-only", no_argument, NULL, 'z' },
	{ "failed-only", no_argument, NULL, 'Z' },
	{ "failing-only", no_argument, NULL, 'Z' },
	{ "quiet", optional_argument, NULL, OPT_QUIET },
	{ "silent", optional_argument, NULL, OPT_QUIET },
	{ "silence", optional_argument, NULL, OPT_QUIET },
	{ "timestamps", optional_argument, NULL, OPT_TIMESTAMPS },
	{ "absolute-timestamps", optional_argument, NULL, OPT_TIMESTAMPS },
	{ "relative-timestamps", optional_argument, NULL, OPT_RELATIVE },
	{ "syscall-times", optional_argument, NULL, OPT_SYSCALL_TIMES },
	{ "syscall-number", no_argument, NULL, 'n' },
	{ "arg-names", no_argument, NULL, 'N' },
	{ "instruction-pointer", no_argument, NULL, 'i' },
	{ "strings-in-hex", optional_argument, NULL, OPT_HEX },
	{ "const-print-style", required_argument, NULL, 'X' },
	{ "decode-fds", optional_argument, NULL, OPT_DECODE_FDS },
	{ "decode-pids", required_argument, NULL, OPT_DECODE_PIDS },
	{ "namespace", optional_argument, NULL, OPT_NAMESPACE },
	{ "pidns-translation", no_argument, NULL, OPT_PIDNS },
	{ "no-abbrev", no_argument, NULL, 'v' },
	{ "env", required_argument, NULL, 'E' },
	{ "user", required_argument, NULL, 'u' },
	{ "debug", no_argument, NULL, 'd' },
	{ "stack-traces", optional_argument, NULL, OPT_STACK_TRACE },
	{ "stack-trace", optional_argument, NULL, OPT_STACK_TRACE },
	{ "stack-trace-frame-limit", required_argument, NULL, OPT_FRAME_LIMIT },
	{ "tips", optional_argument, NULL, OPT_TIPS },
	{ "secontext", optional_argument, NULL, OPT_SECONTEXT },
	{ "notes", required_argument, NULL, OPT_NOTES },
	{ "explain", required_argument, NULL, OPT_EXPLAIN },
	{ "list-notes", no_argument, NULL, OPT_LIST_NOTES },
	{ "why", no_argument, NULL, OPT_WHY },
	{ "lint", no_argument, NULL, OPT_LINT },
	{ "suppress", required_argument, NULL, OPT_SUPPRESS },
	{ "gen-suppressions", no_argument, NULL, OPT_GEN_SUPPRESSIONS },
	{ "abi-report", optional_argument, NULL, OPT_ABI_REPORT },
	{ "seccomp-profile-args", no_argument, NULL,
	  OPT_SECCOMP_PROFILE_ARGS },
	{ "seccomp-bpf", optional_argument, NULL, OPT_SECCOMP_BPF },
	{ "no-silent-follow", no_argument, NULL, OPT_NO_SILENT_FOLLOW },
	{ "pictures", no_argument, NULL, OPT_PICTURES },
	{ "decode-events", no_argument, NULL, OPT_DECODE_EVENTS },
	{ "start-at", required_argument, NULL, OPT_START_AT },
	{ "short-caps", no_argument, NULL, OPT_SHORT_CAPS },
	{ "color", optional_argument, NULL, OPT_COLOR },
	{ "dump-tables", no_argument, NULL, OPT_DUMP_TABLES },
	{ "always-show-pid", no_argument, NULL, OPT_ALWAYS_SHOW_PID },
	{ "argv0", required_argument, NULL, OPT_ARGV0 },
	{ "kill-on-exit", no_argument, NULL, OPT_KILL_ON_EXIT },
	{ "syscall-limit", required_argument, NULL, OPT_SYSCALL_LIMIT },
	{ NULL, 0, NULL, 0 },
};

/* getopt's tables: ours, then the options of the output backends
 * (output/output.h), so that a new backend brings its own. */
static struct option all_opts[ARRAY_SIZE(long_opts) + 16];
static char optstring[96] =
	"+:a:Ab:cCdDe:E:fFhiI:knNo:O:p:P:qrs:S:tTu:U:vVwxX:yYzZ";

static void add_backend_options(void)
{
	static bool done;	/* parse_options may run again (fuzzing) */
	size_t n = ARRAY_SIZE(long_opts) - 1;
	size_t len = strlen(optstring);

	if (done)
		return;
	done = true;
	memcpy(all_opts, long_opts, n * sizeof(*all_opts));
	for (unsigned i = 0; i < out_backend_count(); i++) {
		const struct backend *b = out_backend(i);

		if (!b->long_opt && !b->short_opt)
			continue;
		if (n + 1 >= ARRAY_SIZE(all_opts) ||
		    len + 3 >= sizeof(optstring))
			die("too many backend options");
		if (b->long_opt)
			all_opts[n++] = (struct option){ b->long_opt,
				b->has_arg, NULL,
				b->short_opt ? b->short_opt : OPT_BACKEND + (int)i };
		if (b->short_opt) {
			optstring[len++] = (char)b->short_opt;
			if (b->has_arg == required_argument)
				optstring[len++] = ':';
			optstring[len] = '\0';
		}
	}
	memset(&all_opts[n], 0, sizeof(all_opts[n]));
}

/* A backend's option: turns it on. */
static bool backend_option(int c)
{
	for (unsigned i = 0; i < out_backend_count(); i++) {
		const struct backend *b = out_backend(i);

		if ((b->short_opt && c == b->short_opt) ||
		    c == OPT_BACKEND + (int)i) {
			out_enable(b, optarg);
			return true;
		}
	}
	return false;
}

void dump_tables(void);

/* getopt leaves the offending word in argv[optind - 1] for a long
 * option (optopt is then its value, not what the user typed). */
static bool was_long(char **argv)
{
	return !strncmp(argv[optind - 1], "--", 2);
}

static void bad_option(char **argv)
{
	if (was_long(argv))
		die("invalid option '%s' (try -h)", argv[optind - 1]);
	die("invalid option '-%c' (try -h)", optopt);
}

static void missing_argument(char **argv)
{
	if (was_long(argv))
		die("option '%s' needs an argument", argv[optind - 1]);
	die("option '-%c' needs an argument", optopt);
}

static int follow_short;	/* -f, -ff */
static bool follow_long, separately_long, optF;
static int daemonize_short, daemonize_long;
static int zflags;
static bool sortby_given, columns_given;

/* Options of the letter kind; returns false for unknown ones. */
static bool short_option(int c)
{
	switch (c) {
	case 'a':
		opt.acolumn = (int)parse_number(optarg, "column", 0, 4096);
		break;
	case 'A': opt.append = true; break;
	case 'b':
		if (strcmp(optarg, "execve"))
			die("-b %s is not supported (only -b execve)", optarg);
		opt.detach_on_execve = true;
		break;
	case 'o': opt.outfile = optarg; break;
	case 'f': follow_short++; break;
	case 'F': optF = true; break;
	case 'p':
		if (nattach == ARRAY_SIZE(attach_pids))
			die("too many -p options");
		attach_pids[nattach++] = (pid_t)parse_number(optarg,
			"process id", 1, INT_MAX);
		break;
	case 'P': pathtrace_add(optarg); break;
	case 's':
		opt.string_limit = (int)parse_number(optarg, "string limit",
						     0, INT_MAX / 8);
		break;
	case 'e': parse_expr(optarg); break;
	case 'x': opt.xflag = opt.xflag < 2 ? opt.xflag + 1 : 2; break;
	case 'X':
		if (!strcmp(optarg, "abbrev"))
			opt.xlat_style = XLAT_ABBREV;
		else if (!strcmp(optarg, "raw"))
			opt.xlat_style = XLAT_RAW;
		else if (!strcmp(optarg, "verbose"))
			opt.xlat_style = XLAT_VERBOSE;
		else
			die("invalid -X value '%s' (raw, abbrev, verbose)",
			    optarg);
		break;
	case 't': tflag_short++; break;
	case 'r': opt.rflag = true; opt.r_digits = 6; break;
	case 'T': opt.Tflag = true; opt.T_digits = 6; break;
	case 'q': qflag_short++; break;
	case 'z': set_status_only(STATUS_SUCCESSFUL); zflags++; break;
	case 'Z': set_status_only(STATUS_FAILED); zflags++; break;
	case 'c':
		if (opt.count == 2)
			die("-c and -C cannot be used together (-C prints "
			    "the trace and the table, -c only the table)");
		opt.count = 1;
		break;
	case 'C':
		if (opt.count == 1)
			die("-c and -C cannot be used together (-C prints "
			    "the trace and the table, -c only the table)");
		opt.count = 2;
		break;
	case 'S':
		if (!count_sort_valid(optarg))
			die("invalid sort key '%s' (time, min-time, max-time, "
			    "avg-time, wall-total, wall-min, wall-max, "
			    "wall-avg, calls, errors, name, nothing)", optarg);
		opt.sortby = optarg;
		sortby_given = true;
		break;
	case 'U':
		count_set_columns(optarg);
		columns_given = true;
		break;
	case 'O': {
		int64_t ns = parse_duration(optarg, 1000);

		if (ns < 0)
			die("invalid -O overhead '%s'", optarg);
		opt.overhead_ns = ns;
		break;
	}
	case 'w': opt.wallclock = true; break;
	case 'v': filter_style('a', "none"); break;
	case 'n': opt.nflag = true; break;
	case 'N': opt.arg_names = true; break;
	case 'i': opt.iflag = true; break;
	case 'y': yflag_short++; break;
	case 'Y': set_decode_pids("comm"); break;
	case 'd': opt.debug = true; break;
	case 'D': daemonize_short++; break;
	case 'I': opt.interruptible = parse_interruptible(optarg); break;
	case 'E': add_env(optarg); break;
	case 'u': set_user(optarg); break;
	case 'k':
#ifndef ENABLE_STACKTRACE
		die("-k is not available: abitrace was built without an unwinder");
#endif
		opt.stacktrace = true;
		break;
	default: return false;
	}
	return true;
}

/* --syscall-limit=N: a positive count of calls. */
static unsigned long parse_limit(const char *arg)
{
	char *end;
	unsigned long n;

	errno = 0;
	n = strtoul(arg, &end, 10);
	if (!isdigit((unsigned char)*arg) || *end || errno || n == 0)
		die("invalid --syscall-limit '%s' (a number of calls, 1 or "
		    "more)", arg);
	return n;
}

/* --stack-trace-frame-limit=N: 1 up to strace's ceiling, UINT_MAX/4. */
static unsigned parse_frame_limit(const char *arg)
{
	char *end;
	unsigned long n;

	errno = 0;
	n = strtoul(arg, &end, 10);
	if (!isdigit((unsigned char)*arg) || *end || errno || n == 0 ||
	    n > UINT_MAX / 4)
		die("invalid --stack-trace-frame-limit '%s' (a number of "
		    "frames, 1 to %u)", arg, UINT_MAX / 4);
	return (unsigned)n;
}

static bool long_option(int c)
{
	switch (c) {
	case OPT_FOLLOW_FORKS: follow_long = true; break;
	case OPT_OUTPUT_SEPARATELY: separately_long = true; break;
	case OPT_DAEMONIZE: daemonize_long = parse_daemonize(optarg); break;
	case OPT_TRACE: filter_syscalls(optarg); break;
	case OPT_TRACE_FDS: pathtrace_fds(optarg); break;
	case OPT_SIGNAL: filter_signals(optarg); break;
	case OPT_STATUS: opt.status_mask = filter_status(optarg); break;
	case OPT_ABBREV: filter_style('a', optarg); break;
	case OPT_VERBOSE: filter_style('v', optarg); break;
	case OPT_RAW: filter_style('x', optarg); break;
	case OPT_READ: dump_parse('r', optarg); break;
	case OPT_WRITE: dump_parse('w', optarg); break;
	case OPT_FAULT:
		inject_parse(optarg, true);
		keep_inject("fault=", optarg);
		break;
	case OPT_INJECT:
		inject_parse(optarg, false);
		keep_inject("inject=", optarg);
		break;
	case OPT_KVM: set_kvm(optarg); break;
	case OPT_TIPS: refuse("--tips"); break;
	case OPT_SECONTEXT: refuse("--secontext (SELinux contexts)"); break;
	case OPT_QUIET:
		set_quiet(optarg ? optarg : "attach,personality");
		break;
	case OPT_TIMESTAMPS: parse_timestamps(optarg); break;
	case OPT_RELATIVE:
		opt.r_digits = parse_digits("--relative-timestamps", optarg);
		opt.rflag = true;
		break;
	case OPT_SYSCALL_TIMES:
		opt.T_digits = parse_digits("--syscall-times", optarg);
		opt.Tflag = true;
		break;
	case OPT_HEX: parse_hex_strings(optarg); break;
	case OPT_DECODE_FDS: set_decode_fds(optarg ? optarg : "path"); break;
	case OPT_DECODE_PIDS: set_decode_pids(optarg); break;
	case OPT_PIDNS: set_decode_pids("pidns"); break;
	case OPT_NAMESPACE: set_namespace(optarg ? optarg : "new"); break;
	case OPT_NOTES: notes_select(optarg); break;
	case OPT_WHY: notes_select("failure-cause"); break;
	case OPT_EXPLAIN: exit(notes_explain(stdout, optarg));
	case OPT_LIST_NOTES: exit(notes_list(stdout));
	case OPT_LINT: opt.lint = true; break;
	case OPT_SUPPRESS: notes_suppress_option(optarg); break;
	case OPT_GEN_SUPPRESSIONS: notes_gen_suppressions(); break;
	case OPT_ABI_REPORT: set_abi_report(optarg); break;
	case OPT_SECCOMP_PROFILE_ARGS: opt.seccomp_profile_args = true; break;
	case OPT_SECCOMP_BPF: opt.seccomp = seccomp_parse_option(optarg); break;
	case OPT_NO_SILENT_FOLLOW: opt.no_silent_follow = true; break;
	case OPT_PICTURES: opt.pictures = true; break;
	case OPT_DECODE_EVENTS: opt.decode_events = true; break;
	case OPT_SHORT_CAPS: opt.short_caps = true; break;
	case OPT_START_AT:
		if (strcmp(optarg, "main"))
			die("invalid --start-at: '%s' (main is the one place)",
			    optarg);
#ifndef ENABLE_STACKTRACE
		die("--start-at=main is not available: abitrace was built "
		    "without an unwinder");
#endif
		opt.start_main = true;
		break;
	case OPT_COLOR: opt.color = color_parse(optarg); break;
	case OPT_ALWAYS_SHOW_PID: opt.always_show_pid = true; break;
	case OPT_ARGV0: opt.argv0 = optarg; break;
	case OPT_KILL_ON_EXIT: opt.kill_on_exit = true; break;
	case OPT_SYSCALL_LIMIT: opt.syscall_limit = parse_limit(optarg); break;
	case OPT_STACK_TRACE:
		/* strace 7.2 spells -k as --stack-trace=symbol and -kk as
		 * --stack-trace=source; abitrace's frames carry the source
		 * line whenever DWARF has one, so both are -k. */
		if (optarg && strcmp(optarg, "symbol") && strcmp(optarg, "source"))
			die("invalid --stack-trace argument '%s' (symbol, source)",
			    optarg);
#ifndef ENABLE_STACKTRACE
		die("--stack-trace is not available: abitrace was built "
		    "without an unwinder");
#endif
		opt.stacktrace = true;
		break;
	case OPT_FRAME_LIMIT:
#ifndef ENABLE_STACKTRACE
		die("--stack-trace-frame-limit is not available: abitrace was "
		    "built without an unwinder");
#endif
		opt.stack_frame_limit = parse_frame_limit(optarg);
		break;
	default: return false;
	}
	return true;
}

/* Where strace refuses a pair of options, or warns that one has no
 * effect, so do we: a script that works with one works with the
 * other. */
/* The options that have a short and a long form, which cannot be
 * given together, into opt. */
static void merge_short_long(bool prog)
{
	if (daemonize_short && daemonize_long)
		die("-D and --daemonize cannot be used together");
	opt.daemonize = daemonize_long ? daemonize_long : daemonize_short;
	if (opt.daemonize > 3)
		die("too many -D (at most -DDD)");
	if (opt.daemonize && !prog)
		die("-D needs PROG [ARGS]");

	if (tflag_short && tflag_long)
		die("-t and --timestamps cannot be used together");
	if (tflag_short) {
		opt.tflag = tflag_short >= 3 ? 3 : 1;
		opt.t_digits = tflag_short >= 2 ? 6 : 0;
	}
	if (hex_long >= 0 && opt.xflag)
		die("-x and --strings-in-hex cannot be used together");
	if (hex_long >= 0) {
		opt.xflag = hex_long == 3 ? 0 : hex_long;
		opt.hex_escapes = hex_long == 3;
	}
	if (yflag_short && decode_fds_long)
		die("-y and --decode-fds cannot be used together");
	if (yflag_short)
		opt.decode_fds = yflag_short == 1 ? DECODE_FD_PATH :
			DECODE_FD_ALL;
	opt.yflag = opt.decode_fds != 0;

	if (follow_short && follow_long)
		die("-f and --follow-forks cannot be used together");
	if (follow_short >= 2 && separately_long)
		die("-ff and --output-separately cannot be used together");
	opt.follow_forks = follow_short || follow_long;
	opt.output_separately = follow_short >= 2 || separately_long;
	if (optF && opt.follow_forks)
		warnx_("-F is ignored: -f is given");
	else if (optF)
		opt.follow_forks = true;
}

static void check_combinations(int argc)
{
	bool prog = optind < argc;

	if (!prog && !nattach)
		die("must have PROG [ARGS] or -p PID (try -h)");
	if (!prog && (nenv || run_as.name))
		die("-E and -u apply to PROG, and there is none");
	if (!prog && opt.argv0)
		die("--argv0 applies to PROG, and there is none");
	/* A process we attach to was running before us and is not ours
	 * to take down. */
	if (opt.kill_on_exit && nattach)
		die("--kill-on-exit cannot be used with -p: only a program "
		    "abitrace starts dies with it");
	if (run_as.name && geteuid() != 0)
		die("-u needs root");

	merge_short_long(prog);

	if (opt.output_separately && opt.count)
		die("-c/-C and -ff cannot be used together (the table "
		    "counts every process)");
	if (opt.wallclock && !opt.count)
		die("-w needs -c or -C");
	if (columns_given && !opt.count)
		die("-U needs -c or -C");
	if (sortby_given && !opt.count)
		warnx_("-S has no effect without -c or -C");
	/* -c decodes no call: a page or timeline made of them would come
	 * out empty, without a word. */
	if (opt.count == 1 && out_needs_calls())
		die("-c and --%s cannot be used together (-c shows no calls; "
		    "-C counts them and traces them too, -o /dev/null drops "
		    "that trace)", out_needs_calls());
	if (opt.count == 1) {
		static const struct { bool on; const char *name; } idle[] = {
			{ false, "-i" }, { false, "-k" }, { false, "-n" },
			{ false, "-r" }, { false, "-t" }, { false, "-T" },
			{ false, "-y" },
		};
		bool on[] = { opt.iflag, opt.stacktrace, opt.nflag, opt.rflag,
			      opt.tflag != 0, opt.Tflag, opt.yflag };

		for (size_t i = 0; i < ARRAY_SIZE(on); i++)
			if (on[i])
				warnx_("%s has no effect with -c", idle[i].name);
	}
	if (!opt.outfile && opt.append)
		warnx_("-A has no effect without -o");
	if (opt.stack_frame_limit && !opt.stacktrace)
		warnx_("--stack-trace-frame-limit has no effect without -k");
	if (opt.output_separately && !opt.outfile) {
		if (!opt.follow_forks)
			warnx_("--output-separately has no effect without -o");
		opt.output_separately = 0;
	}
	if (zflags > 1)
		warnx_("only the last of -z and -Z counts (-e status= "
		       "combines them)");
	if (opt.outfile && !*opt.outfile)
		die("invalid output file: ''");
	if (opt.output_separately && opt.outfile[0] == '|')
		die("-ff cannot write to a pipe (-o |CMD)");
	if (opt.detach_on_execve && opt.seccomp == SECCOMP_ALWAYS) {
		/* The filter outlives the detach, and a traced call of a
		 * process nobody traces fails with ENOSYS. */
		warnx_("--seccomp-bpf is not used with -b: the program "
		       "would keep the filter after the detach");
		opt.seccomp = SECCOMP_NEVER;
	} else if (opt.detach_on_execve) {
		opt.seccomp = SECCOMP_NEVER;
	}
	/* The limit detaches every tracee, which would keep our filter
	 * (the same as -b above); strace says it in these words. */
	if (opt.syscall_limit && opt.seccomp == SECCOMP_ALWAYS) {
		warnx_("--seccomp-bpf is not enabled because it is not "
		       "compatible with --syscall-limit");
		opt.seccomp = SECCOMP_NEVER;
	} else if (opt.syscall_limit) {
		opt.seccomp = SECCOMP_NEVER;
	}

	/* Quiet: -q is attach,personality, -qq adds exit, -qqq all. A
	 * program traced into a file says nothing about attaching or
	 * personalities unless --quiet says otherwise. */
	if (qflag_short && quiet_long)
		die("-q and --quiet cannot be used together");
	/* qflag: the user asked for quiet, which abitrace's own notices
	 * (seccomp, ...) follow too; the default below does not. */
	if (qflag_short)
		opt.quiet = qflag_short == 1 ? QUIET_ATTACH | QUIET_PERSONALITY :
			    qflag_short == 2 ? QUIET_ATTACH | QUIET_PERSONALITY |
					       QUIET_EXIT : QUIET_ALL;
	opt.qflag = opt.quiet != 0;
	if (opt.outfile && prog && !qflag_short && !quiet_long)
		opt.quiet = QUIET_ATTACH | QUIET_PERSONALITY;
	opt.quiet_personality = opt.quiet & QUIET_PERSONALITY;

	if (!opt.interruptible)
		opt.interruptible = opt.daemonize ? 4 :
				    opt.outfile && prog ? 3 : 2;
}

/* The command line into opt (and the filters, the notes selection,
 * -p, -E, -u). Returns -1 to go on tracing, or the exit status of an
 * option that ends here (-h, -V). A bad one dies with one line. Apart
 * from main, the option harness of tests/fuzz/libfuzzer calls it, after
 * options_reset(). */
int parse_options(int argc, char **argv)
{
	int c;

	opterr = 0;
	add_backend_options();
	while ((c = getopt_long(argc, argv, optstring, all_opts, NULL)) != -1) {
		if (c == 'h') {
			usage(stdout);
			return 0;
		}
		if (c == 'V') {
			printf("abitrace version %s\n", PACKAGE_VERSION);
			printf("unwinder: %s\n", UNWINDER_NAME);
			return 0;
		}
		if (c == OPT_DUMP_TABLES) {
			dump_tables();
			return 0;
		}
		if (c == '?')
			bad_option(argv);
		if (c == ':')
			missing_argument(argv);
		if (!short_option(c) && !long_option(c) && !backend_option(c))
			die("invalid option (try -h)");
	}
	check_combinations(argc);
	/* --seccomp-profile's backend: the notes layer counts the calls. */
	opt.abi_data = out_wants_abi();
	if (opt.seccomp_profile_args && !opt.abi_data)
		die("--seccomp-profile-args needs --seccomp-profile=FILE");
	opt.prog = optind < argc ? argv + optind : NULL;
	if (opt.abi_verify && !opt.prog)
		die("--abi-report=verify runs the program again: it needs "
		    "PROG, not -p");
	/* A bad default suppressions file stops us before any tracing. */
	notes_suppress_ready();
	if (opt.lint) {
		/* Only noted calls: no exit or signal lines either. */
		opt.quiet |= QUIET_EXIT;
		opt.qflag = 1;
		filter_signals("none");
	}
	return -1;
}

/* Back to the state before any option: for a harness that parses many
 * command lines in one process. */
void options_reset(void)
{
	opt = (struct options){ .string_limit = 32, .acolumn = 40,
				.r_digits = 6, .T_digits = 6,
				.overhead_ns = -1 };
	free(env_ops);
	env_ops = NULL;
	nenv = 0;
	for (unsigned i = 0; i < ninject_kept; i++)
		free(inject_kept[i]);
	free(inject_kept);
	inject_kept = NULL;
	ninject_kept = 0;
	free((char *)run_as.name);
	memset(&run_as, 0, sizeof(run_as));
	nattach = 0;
	tflag_short = qflag_short = yflag_short = follow_short = 0;
	daemonize_short = daemonize_long = zflags = 0;
	hex_long = -1;
	tflag_long = quiet_long = decode_fds_long = false;
	follow_long = separately_long = optF = false;
	sortby_given = columns_given = false;
	filter_reset();
	inject_reset();
	pathtrace_reset();
	notes_suppress_reset();
	optind = 0;	/* glibc: start getopt over */
}

/* argv0 as messages show it: whole, or its last part when the whole
 * would stretch every message; "abitrace" when even that holds a byte
 * that is not printable (an escape would reach the terminal in every
 * message). */
static const char *own_name(const char *argv0)
{
	const char *slash = strrchr(argv0, '/');
	const char *names[] = { argv0, slash ? slash + 1 : argv0 };

	for (size_t k = 0; k < ARRAY_SIZE(names); k++) {
		size_t n = strlen(names[k]);
		size_t i = 0;

		while (i < n && isprint((unsigned char)names[k][i]))
			i++;
		if (n && i == n && n <= 256)
			return names[k];
	}
	return "abitrace";
}

int main(int argc, char **argv)
{
	static const struct out_threads threads = {
		.shown = tcb_shown_count,
		.each = tcb_foreach,
	};
	int r;

	/* Messages name abitrace by argv[0], as strace's (and most tools')
	 * do: a wrapper or link under another name is named so, and its
	 * scripts (strace's tests among them) match on it. */
	if (argc > 0 && argv[0])
		progname = own_name(argv[0]);
	/* `abitrace diff A B` compares two traces (src/diff/); a program
	 * named diff is traced as `abitrace -- diff ...`. */
	if (argc > 1 && !strcmp(argv[1], "diff"))
		return diff_main(argc - 1, argv + 1);
	r = parse_options(argc, argv);
	if (r >= 0)
		return r;
	/* Each layer is handed the options, read-only. */
	debug_enabled = opt.debug;
	quote_init(&opt);
	decode_init(&opt);
	stack_init(&opt);
	notes_init(&opt);
	out_init(&opt, &threads);
	trace_init(&opt, launch_child_setup);
	for (unsigned i = 0; i < nattach; i++)
		trace_attach(attach_pids[i]);
	if (optind < argc)
		trace_launch(argv + optind);
	opt.pid_prefix = opt.follow_forks || tcb_shown_count() > 1 ||
			 opt.always_show_pid;
	return trace_run();
}
