/* abitrace: command line, then hand over to the tracing loop. */
#include "abitrace.h"
#include "filter.h"
#include "trace/trace.h"
#include "trace/seccomp.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct options opt = {
	.string_limit = 32,
};

static void usage(FILE *f)
{
	fprintf(f,
"usage: abitrace [-fhqrtTvVxyzZ] [-o FILE] [-s SIZE] [-e EXPR]... [-p PID]...\n"
"                [--json] [--notes=LIST] [--lint] {-p PID | PROG [ARGS]}\n"
"\n"
"Traces the system calls of PROG (or of the running process PID) and tells\n"
"what the kernel really does with each call.\n"
"\n"
"Tracing:\n"
"  -f             follow forks, vforks and clones\n"
"  -ff            with -o FILE: one file per process, FILE.PID\n"
"  -p PID         attach to a running process (repeatable)\n"
"Filtering:\n"
"  -e trace=SET   only these syscalls: names, %%class, /regex, all, none, !SET\n"
"  -e signal=SET  only these signals\n"
"Output:\n"
"  -o FILE        write the trace to FILE (|CMD pipes it to CMD)\n"
"  -s SIZE        longest string to print (default 32)\n"
"  -t, -tt, -ttt  absolute timestamps;  -r  relative timestamps\n"
"  -T             time spent in each syscall\n"
"  -x, -xx        print non-ASCII strings (or all strings) in hex\n"
"  -z, -Z         only successful / only failed calls\n"
"  -q, -qq        fewer attach/detach and exit messages\n"
"  --seccomp-bpf[=never|auto|always]\n"
"                 stop only at traced syscalls (auto: -f and -e trace=)\n"
"  -h, --help     this help;  -V, --version  version\n"
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

static void parse_expr(const char *e)
{
	const char *eq = strchr(e, '=');
	size_t klen = eq ? (size_t)(eq - e) : 0;
	const char *val = eq ? eq + 1 : e;

	if (!eq || !strncmp(e, "trace", klen) || !strncmp(e, "t", klen))
		filter_syscalls(val);
	else if (!strncmp(e, "signal", klen) || !strncmp(e, "signals", klen))
		filter_signals(val);
	else
		die("invalid -e qualifier '%.*s'", (int)klen, e);
}

static pid_t attach_pids[256];
static unsigned nattach;

enum {
	OPT_JSON = 256, OPT_DUMP_TABLES, OPT_SECCOMP_BPF,
};

static const struct option long_opts[] = {
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ "output", required_argument, NULL, 'o' },
	{ "follow-forks", no_argument, NULL, 'f' },
	{ "attach", required_argument, NULL, 'p' },
	{ "string-limit", required_argument, NULL, 's' },
	{ "dump-tables", no_argument, NULL, OPT_DUMP_TABLES },
	{ "seccomp-bpf", optional_argument, NULL, OPT_SECCOMP_BPF },
	{ NULL, 0, NULL, 0 },
};

void dump_tables(void);

void launch_child_setup(void)
{
}

int main(int argc, char **argv)
{
	int c;

	opterr = 0;
	while ((c = getopt_long(argc, argv, "+:hVo:fp:s:e:xtrTqzZ",
				long_opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			usage(stdout);
			return 0;
		case 'V':
			printf("abitrace version %s\n", PACKAGE_VERSION);
			return 0;
		case 'o':
			opt.outfile = optarg;
			break;
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
			opt.string_limit = (int)parse_number(optarg,
				"string limit", 0, INT_MAX / 8);
			break;
		case 'e':
			parse_expr(optarg);
			break;
		case 'x':
			opt.xflag++;
			break;
		case 't':
			opt.tflag++;
			break;
		case 'r':
			opt.rflag = true;
			break;
		case 'T':
			opt.Tflag = true;
			break;
		case 'q':
			opt.qflag++;
			break;
		case 'z':
			opt.only_successful = true;
			break;
		case 'Z':
			opt.only_failed = true;
			break;
		case OPT_SECCOMP_BPF:
			seccomp_parse_option(optarg);
			break;
		case OPT_DUMP_TABLES:
			dump_tables();
			return 0;
		case '?':
			if (optopt && optopt < 256)
				die("invalid option '-%c' (try -h)", optopt);
			die("invalid option '%s' (try -h)", argv[optind - 1]);
		case ':':
			die("option '-%c' needs an argument", optopt);
		default:
			die("invalid option (try -h)");
		}
	}
	if (optind == argc && !nattach)
		die("must have PROG [ARGS] or -p PID (try -h)");
	if (opt.output_separately && !opt.outfile)
		opt.output_separately = 0;

	out_init();
	for (unsigned i = 0; i < nattach; i++)
		trace_attach(attach_pids[i]);
	if (optind < argc)
		trace_launch(argv + optind);
	return trace_run();
}
