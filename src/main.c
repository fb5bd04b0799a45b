/* abitrace: command line, then hand over to the tracing loop.
 *
 * The letters and long names follow strace, so that muscle memory
 * works; every bad value is one line on stderr and exit status 1. */
#include "main.h"
#include "decode/filter.h"
#include "trace/trace.h"
#include "notes/notes.h"
#include "trace/seccomp.h"
#include "output/color.h"
#include "output/output.h"
#include "unwind/stacktrace.h"

#include <errno.h>
#include <getopt.h>
#include <grp.h>
#include <limits.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct options opt = {
	.string_limit = 32,
};

static void usage(FILE *f)
{
	fprintf(f,
"usage: abitrace [-cCfhjnNqrtTvVxyzZ] [-o FILE] [-s SIZE] [-e EXPR]...\n"
"                [-S SORTBY] [-E VAR[=VAL]]... [-u USER] [-p PID]...\n"
"                {-p PID | PROG [ARGS]}\n"
"\n"
"Traces the system calls of PROG (or of the running process PID) and tells\n"
"what the kernel really does with each call.\n"
"\n"
"Tracing:\n"
"  -f, --follow-forks       follow forks, vforks and clones\n"
"  -ff, --output-separately with -o FILE: one file per process, FILE.PID\n"
"  -p, --attach=PID         attach to a running process (repeatable)\n"
"  -E, --env=VAR=VAL        set VAR for PROG (-E VAR: remove it)\n"
"  -u, --user=USER          run PROG as USER (its uid, gid and groups)\n"
"Filtering:\n"
"  -e trace=SET             only these syscalls: names, %%class, /regex,\n"
"                           all, none, !SET  (also --trace=SET)\n"
"  -e signal=SET            only these signals (also --signal=SET)\n"
"  -e status=SET            successful, failed, unfinished, unavailable,\n"
"                           detached (also --status=SET)\n"
"  -z, --successful-only    only calls that succeeded\n"
"  -Z, --failed-only        only calls that failed\n"
"Output:\n"
"  -o, --output=FILE        write the trace to FILE (|CMD pipes it to CMD)\n"
"  -j, --json               JSON Lines instead of text\n");
	/* Backends that bring their own line (output/output.h). */
	for (unsigned i = 0; i < out_backend_count(); i++)
		if (out_backend(i)->help)
			fprintf(f, "%s\n", out_backend(i)->help);
	fprintf(f,
"  -s, --string-limit=SIZE  longest string to print (default 32)\n"
"  -t, -tt, -ttt            absolute timestamps (also --timestamps)\n"
"  -r                       relative timestamps (--relative-timestamps)\n"
"  -T, --syscall-times      time spent in each syscall\n"
"  -n, --syscall-number     print the syscall number\n"
"  -N, --arg-names          print argument names: openat(dirfd=AT_FDCWD, ...)\n"
"  -y, --decode-fds         print the path of each file descriptor\n"
"  -x, -xx                  print non-ASCII strings (or all strings) in hex\n"
"  -v, --no-abbrev          print structures in full\n"
"  --color[=WHEN]           colour the trace: auto (a terminal, no NO_COLOR,\n"
"                           TERM not dumb; the default), always, never\n"
"  -q, -qq, --quiet         fewer attach/detach (and exit) messages\n"
"Statistics:\n"
"  -c, --summary-only       count calls, errors and time; print a table\n"
"  -C, --summary            the trace and the table\n"
"  -S, --summary-sort-by=K  sort the table by time, calls, errors, name,\n"
"                           nothing (default time)\n"
"ABI notes:\n"
"  --notes=LIST             none, all, IDs; !ID hides, +ID adds (default:\n"
"                           warning and error notes)\n"
"  --explain=ID, --list-notes, --lint   what notes mean; only noted calls\n"
"  --pictures               draw pages and flag bits under range and flag notes\n"
"  --abi-report             at exit: the kernel the run needs, its calls\n"
"                           other ABIs lack, the capability checks it met\n"
"Miscellaneous:\n"
"  -k, --stack-traces       print a stack trace after each syscall\n"
"  --seccomp-bpf[=never|auto|always]\n"
"                           stop only at traced syscalls (auto: when\n"
"                           -e trace= is narrower than everything)\n"
"  -h, --help               this help\n"
"  -V, --version            version\n"
"\n"
"Exit status: that of PROG; 1 for a usage error.\n");
}

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

static void parse_expr(const char *e)
{
	const char *eq = strchr(e, '=');
	size_t klen = eq ? (size_t)(eq - e) : 0;
	const char *val = eq ? eq + 1 : e;

	if (!eq || key_is(e, klen, "trace") || key_is(e, klen, "t"))
		filter_syscalls(val);
	else if (key_is(e, klen, "signal") || key_is(e, klen, "signals"))
		filter_signals(val);
	else if (key_is(e, klen, "status"))
		opt.status_mask = filter_status(val);
	else
		die("invalid -e qualifier '%.*s' (trace, signal or status)",
		    (int)klen, e);
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

/* --timestamps[=[format:]FMT[,[precision:]PREC]]: "time" or "unix",
 * "s" or "us"; -t is time,s, -tt time,us, -ttt unix,us. */
static int parse_timestamps(const char *arg)
{
	bool unix_fmt = false, us = false;
	char *copy, *tok, *save;

	if (!arg)
		return 1;
	copy = xstrdup(arg);
	for (tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		if (!strncmp(tok, "format:", 7))
			tok += 7;
		else if (!strncmp(tok, "precision:", 10))
			tok += 10;
		if (!strcmp(tok, "time"))
			unix_fmt = false;
		else if (!strcmp(tok, "unix"))
			unix_fmt = true;
		else if (!strcmp(tok, "us"))
			us = true;
		else if (!strcmp(tok, "s"))
			us = false;
		else if (!strcmp(tok, "none"))
			unix_fmt = us = false;
		else
			die("invalid --timestamps argument: '%s'", arg);
	}
	free(copy);
	if (!strcmp(arg, "none"))
		return 0;
	return unix_fmt ? 3 : us ? 2 : 1;
}

static void check_us_precision(const char *opt_name, const char *arg)
{
	if (arg && strcmp(arg, "us"))
		die("invalid %s precision: '%s' (only us)", opt_name, arg);
}

/* --quiet=LIST: attach, personality and thread-execve are -q; exit
 * (or all) is -qq; none turns the messages back on. */
static int parse_quiet(const char *arg)
{
	char *copy, *tok, *save;
	int q = 0;

	if (!arg)
		return 1;
	copy = xstrdup(arg);
	for (tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		if (!strcmp(tok, "exit") || !strcmp(tok, "all"))
			q = 2;
		else if (!strcmp(tok, "attach") || !strcmp(tok, "personality") ||
			 !strcmp(tok, "thread-execve"))
			q = q > 1 ? q : 1;
		else if (strcmp(tok, "none"))
			die("invalid --quiet argument: '%s'", arg);
	}
	free(copy);
	return q;
}

static int parse_hex_strings(const char *arg)
{
	if (!arg || !strcmp(arg, "all"))
		return 2;
	if (!strcmp(arg, "non-ascii"))
		return 1;
	if (!strcmp(arg, "none"))
		return 0;
	die("invalid --strings-in-hex argument: '%s'", arg);
}

static void parse_decode_fds(const char *arg)
{
	if (arg && strcmp(arg, "path") && strcmp(arg, "none"))
		die("invalid --decode-fds argument: '%s' (only path)", arg);
	opt.yflag = arg && !strcmp(arg, "none") ? 0 : 1;
}

static void set_status_only(unsigned mask)
{
	opt.status_mask |= mask;
	opt.only_successful = opt.status_mask == STATUS_SUCCESSFUL;
	opt.only_failed = opt.status_mask == STATUS_FAILED;
}

static pid_t attach_pids[256];
static unsigned nattach;

enum {
	OPT_JSON = 256, OPT_DUMP_TABLES, OPT_OUTPUT_SEPARATELY, OPT_TRACE,
	OPT_SIGNAL, OPT_STATUS, OPT_TIMESTAMPS, OPT_RELATIVE, OPT_SYSCALL_TIMES,
	OPT_QUIET, OPT_HEX, OPT_DECODE_FDS,
	/* Reserved for the notes engine. */
	OPT_NOTES, OPT_EXPLAIN, OPT_LIST_NOTES, OPT_LINT, OPT_PICTURES,
	OPT_ABI_REPORT, OPT_SECCOMP_PROFILE_ARGS,
	OPT_SECCOMP_BPF, OPT_COLOR,
	OPT_BACKEND,		/* + the backend's index (output.c) */
};

static const struct option long_opts[] = {
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ "output", required_argument, NULL, 'o' },
	{ "follow-forks", no_argument, NULL, 'f' },
	{ "output-separately", no_argument, NULL, OPT_OUTPUT_SEPARATELY },
	{ "attach", required_argument, NULL, 'p' },
	{ "string-limit", required_argument, NULL, 's' },
	{ "summary-only", no_argument, NULL, 'c' },
	{ "summary", no_argument, NULL, 'C' },
	{ "summary-sort-by", required_argument, NULL, 'S' },
	{ "trace", required_argument, NULL, OPT_TRACE },
	{ "signal", required_argument, NULL, OPT_SIGNAL },
	{ "status", required_argument, NULL, OPT_STATUS },
	{ "successful-only", no_argument, NULL, 'z' },
	{ "failed-only", no_argument, NULL, 'Z' },
	{ "quiet", optional_argument, NULL, OPT_QUIET },
	{ "timestamps", optional_argument, NULL, OPT_TIMESTAMPS },
	{ "absolute-timestamps", optional_argument, NULL, OPT_TIMESTAMPS },
	{ "relative-timestamps", optional_argument, NULL, OPT_RELATIVE },
	{ "syscall-times", optional_argument, NULL, OPT_SYSCALL_TIMES },
	{ "syscall-number", no_argument, NULL, 'n' },
	{ "arg-names", no_argument, NULL, 'N' },
	{ "strings-in-hex", optional_argument, NULL, OPT_HEX },
	{ "decode-fds", optional_argument, NULL, OPT_DECODE_FDS },
	{ "no-abbrev", no_argument, NULL, 'v' },
	{ "env", required_argument, NULL, 'E' },
	{ "user", required_argument, NULL, 'u' },
	{ "stack-traces", no_argument, NULL, 'k' },
	{ "notes", required_argument, NULL, OPT_NOTES },
	{ "explain", required_argument, NULL, OPT_EXPLAIN },
	{ "list-notes", no_argument, NULL, OPT_LIST_NOTES },
	{ "lint", no_argument, NULL, OPT_LINT },
	{ "abi-report", no_argument, NULL, OPT_ABI_REPORT },
	{ "seccomp-profile-args", no_argument, NULL,
	  OPT_SECCOMP_PROFILE_ARGS },
	{ "seccomp-bpf", optional_argument, NULL, OPT_SECCOMP_BPF },
	{ "pictures", no_argument, NULL, OPT_PICTURES },
	{ "color", optional_argument, NULL, OPT_COLOR },
	{ "dump-tables", no_argument, NULL, OPT_DUMP_TABLES },
	{ NULL, 0, NULL, 0 },
};

/* getopt's tables: ours, then the options of the output backends
 * (output/output.h), so that a new backend brings its own. */
static struct option all_opts[sizeof(long_opts) / sizeof(long_opts[0]) + 16];
static char optstring[64] = "+:hVo:fp:s:e:xtrTqzZcCS:vnNyE:u:k";

static void add_backend_options(void)
{
	static bool done;	/* parse_options may run again (fuzzing) */
	size_t n = sizeof(long_opts) / sizeof(long_opts[0]) - 1;
	size_t len = strlen(optstring);

	if (done)
		return;
	done = true;
	memcpy(all_opts, long_opts, n * sizeof(*all_opts));
	for (unsigned i = 0; i < out_backend_count(); i++) {
		const struct backend *b = out_backend(i);

		if (!b->long_opt && !b->short_opt)
			continue;
		if (n + 1 >= sizeof(all_opts) / sizeof(all_opts[0]) ||
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

/* Options of the letter kind; returns false for unknown ones. */
static bool short_option(int c)
{
	switch (c) {
	case 'o': opt.outfile = optarg; break;
	case 'f':
		if (opt.follow_forks)
			opt.output_separately++;
		opt.follow_forks = true;
		break;
	case 'p':
		if (nattach == sizeof(attach_pids) / sizeof(pid_t))
			die("too many -p options");
		attach_pids[nattach++] = (pid_t)parse_number(optarg,
			"process id", 1, INT_MAX);
		break;
	case 's':
		opt.string_limit = (int)parse_number(optarg, "string limit",
						     0, INT_MAX / 8);
		break;
	case 'e': parse_expr(optarg); break;
	case 'x': opt.xflag = opt.xflag < 2 ? opt.xflag + 1 : 2; break;
	case 't': opt.tflag = opt.tflag < 3 ? opt.tflag + 1 : 3; break;
	case 'r': opt.rflag = true; break;
	case 'T': opt.Tflag = true; break;
	case 'q': opt.qflag++; break;
	case 'z': set_status_only(STATUS_SUCCESSFUL); break;
	case 'Z': set_status_only(STATUS_FAILED); break;
	case 'c': opt.count = 1; break;
	case 'C': opt.count = 2; break;
	case 'S':
		if (!count_sort_valid(optarg))
			die("invalid sort key '%s' (time, calls, errors, name, "
			    "nothing)", optarg);
		opt.sortby = optarg;
		break;
	case 'v': opt.verbose = true; break;
	case 'n': opt.nflag = true; break;
	case 'N': opt.arg_names = true; break;
	case 'y': opt.yflag = 1; break;
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

static bool quiet_given;

static bool long_option(int c)
{
	switch (c) {
	case OPT_OUTPUT_SEPARATELY:
		opt.output_separately = 1;
		break;
	case OPT_TRACE: filter_syscalls(optarg); break;
	case OPT_SIGNAL: filter_signals(optarg); break;
	case OPT_STATUS: opt.status_mask = filter_status(optarg); break;
	case OPT_QUIET:
		opt.qflag = parse_quiet(optarg);
		quiet_given = true;
		break;
	case OPT_TIMESTAMPS: opt.tflag = parse_timestamps(optarg); break;
	case OPT_RELATIVE:
		check_us_precision("--relative-timestamps", optarg);
		opt.rflag = true;
		break;
	case OPT_SYSCALL_TIMES:
		check_us_precision("--syscall-times", optarg);
		opt.Tflag = true;
		break;
	case OPT_HEX: opt.xflag = parse_hex_strings(optarg); break;
	case OPT_DECODE_FDS: parse_decode_fds(optarg); break;
	case OPT_NOTES: notes_select(optarg); break;
	case OPT_EXPLAIN: exit(notes_explain(stdout, optarg));
	case OPT_LIST_NOTES: exit(notes_list(stdout));
	case OPT_LINT: opt.lint = true; break;
	case OPT_ABI_REPORT: opt.abi_report = true; break;
	case OPT_SECCOMP_PROFILE_ARGS:
		/* Argument filters are not written yet: refused, never
		 * a profile quietly without them. */
		die("--seccomp-profile-args is not supported yet: the profile "
		    "allows calls by name only");
	case OPT_SECCOMP_BPF: opt.seccomp = seccomp_parse_option(optarg); break;
	case OPT_PICTURES: opt.pictures = true; break;
	case OPT_COLOR: opt.color = color_parse(optarg); break;
	default: return false;
	}
	return true;
}

static void check_combinations(int argc)
{
	if (optind == argc && !nattach)
		die("must have PROG [ARGS] or -p PID (try -h)");
	if (optind == argc && (nenv || run_as.name))
		die("-E and -u apply to PROG, and there is none");
	if (run_as.name && geteuid() != 0)
		die("-u needs root");
	if (opt.output_separately && !opt.outfile)
		opt.output_separately = 0;
	if (opt.output_separately)
		opt.follow_forks = true;
	if (opt.outfile && !*opt.outfile)
		die("invalid output file: ''");
	if (opt.output_separately && opt.outfile[0] == '|')
		die("-ff cannot write to a pipe (-o |CMD)");
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
	opt.prog = optind < argc ? argv + optind : NULL;
	/* As strace: a trace written to a file leaves out the personality
	 * changes unless --quiet says otherwise; -q always does. */
	opt.quiet_personality = opt.qflag >= 1 ||
				(opt.outfile && !quiet_given);
	if (opt.lint) {
		/* Only noted calls: no exit or signal lines either. */
		opt.qflag = 2;
		filter_signals("none");
	}
	return -1;
}

/* Back to the state before any option: for a harness that parses many
 * command lines in one process. */
void options_reset(void)
{
	opt = (struct options){ .string_limit = 32 };
	free(env_ops);
	env_ops = NULL;
	nenv = 0;
	free((char *)run_as.name);
	memset(&run_as, 0, sizeof(run_as));
	nattach = 0;
	quiet_given = false;
	optind = 0;	/* glibc: start getopt over */
}

int main(int argc, char **argv)
{
	static const struct out_threads threads = {
		.shown = tcb_shown_count,
		.each = tcb_foreach,
	};
	int r = parse_options(argc, argv);

	if (r >= 0)
		return r;
	/* Each layer is handed the options, read-only. */
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
	return trace_run();
}
