/* abitrace diff [OPTIONS] A.json B.json: the entry, its options. */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "diff/diff.h"
#include "output/color.h"
#include "output/diffpage.h"

static const char usage_text[] =
"usage: abitrace diff [--json] [--data] [--times=THRESHOLD] [--color[=WHEN]]\n"
"                     [--report=FILE.html] [--loader=unit|calls]\n"
"                     {A.json B.json | -- CMD1 [ARGS] --- CMD2 [ARGS]}\n"
"Compares two abitrace --json traces by meaning: processes by their place\n"
"in the fork tree, calls by name and stable arguments (flags by name,\n"
"paths, descriptors as what they refer to, addresses as their mapping,\n"
"pids as places in the fork tree), not by buffers or times.\n"
"  -j, --json             JSON Lines instead of text\n"
"      --data             compare buffers and output arguments too\n"
"      --times=THRESHOLD  report calls whose -T durations differ by more\n"
"                         than THRESHOLD (seconds; suffix ms, us, ns)\n"
"      --color[=WHEN]     colour the text: auto (default), always, never\n"
"      --report=FILE.html the differences side by side as a page too\n"
"      --loader=unit|calls each program's start by ld.so as one call (the\n"
"                         default when the ABIs differ) or call by call\n"
"  -h, --help             this text\n"
"With -- CMD1 ... --- CMD2 ..., both commands run under abitrace -f -y\n"
"--json first (their output goes to standard error).\n"
"Exit status: 0 no difference, 1 differences, 2 trouble.\n";

static double parse_threshold(const char *s)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (end == s || errno || v < 0 || v != v)
		diff_fail("invalid --times threshold '%s'", s);
	if (!strcmp(end, "ms"))
		v /= 1e3;
	else if (!strcmp(end, "us"))
		v /= 1e6;
	else if (!strcmp(end, "ns"))
		v /= 1e9;
	else if (*end && strcmp(end, "s"))
		diff_fail("invalid --times threshold '%s' (a number of "
			  "seconds, or with ms, us, ns)", s);
	return v;
}

static int parse_color(const char *when)
{
	if (!when || !strcmp(when, "always"))
		return COLOR_ALWAYS;
	if (!strcmp(when, "never"))
		return COLOR_NEVER;
	if (!strcmp(when, "auto"))
		return COLOR_AUTO;
	diff_fail("invalid --color '%s' (auto, always, never)", when);
}

/* The temporary traces, removed however the diff ends. */
static char *tmp_trace[2];

static void remove_tmp_traces(void)
{
	for (unsigned i = 0; i < 2; i++)
		if (tmp_trace[i])
			unlink(tmp_trace[i]);
}

/* Runs CMD under this abitrace, -f -y --json into a temporary file,
 * whose name it returns. The command's output goes to our stderr, so
 * that the report alone is on stdout. */
static char *run_traced(char **cmd, int n)
{
	const char *dir = getenv("TMPDIR");
	char *path, **av;
	int fd, status;
	pid_t pid;

	if (!dir || !*dir)
		dir = "/tmp";
	path = xmalloc(strlen(dir) + 32);
	sprintf(path, "%s/abitrace-diff.XXXXXX", dir);
	fd = mkstemp(path);
	if (fd < 0)
		diff_fail("a temporary file in %s: %s", dir, strerror(errno));
	close(fd);
	tmp_trace[tmp_trace[0] ? 1 : 0] = path;
	av = xmalloc(((size_t)n + 9) * sizeof(*av));
	av[0] = "abitrace";
	av[1] = "-f";
	av[2] = "-y";
	av[3] = "--json";
	av[4] = "-o";
	av[5] = path;
	av[6] = "--";
	memcpy(av + 7, cmd, (size_t)n * sizeof(*av));
	av[7 + n] = NULL;
	fflush(NULL);
	pid = fork();
	if (pid < 0)
		diff_fail("fork: %s", strerror(errno));
	if (pid == 0) {
		dup2(STDERR_FILENO, STDOUT_FILENO);
		execv("/proc/self/exe", av);
		fprintf(stderr, "abitrace diff: running abitrace: %s\n",
			strerror(errno));
		_exit(127);
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			diff_fail("waitpid: %s", strerror(errno));
	free(av);
	/* Its status is the command's; whether it traced anything is
	 * whether it wrote anything. */
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || lseek(fd, 0, SEEK_END) <= 0)
		diff_fail("%s: nothing traced (see the message above)", cmd[0]);
	close(fd);
	return path;
}

/* The report on stdout, and with --report the page. */
static int compare(const struct dtrace *a, const struct dtrace *b,
		   const struct diff_opts *o)
{
	int r;

	/* Opened first: a page that cannot be written is said before a
	 * report that would have been for nothing. */
	if (o->page)
		diffpage_open(o->page);
	r = diff_report(a, b, o);
	if (o->page && diff_page(a, b, o) == DIFF_TROUBLE)
		return DIFF_TROUBLE;
	return r;
}

/* "-- CMD1 ... --- CMD2 ...": both traced, then compared. */
static int diff_commands(int argc, char **argv, const struct diff_opts *o)
{
	int sep = -1;
	char *pa, *pb;
	struct dtrace a, b;
	int r;

	for (int i = 0; i < argc; i++)
		if (!strcmp(argv[i], "---")) {
			sep = i;
			break;
		}
	if (sep < 1 || sep == argc - 1)
		diff_fail("two commands: abitrace diff -- CMD1 [ARGS] --- "
			  "CMD2 [ARGS]");
	atexit(remove_tmp_traces);
	pa = run_traced(argv, sep);
	pb = run_traced(argv + sep + 1, argc - sep - 1);
	load_pair(&a, pa, &b, pb, o);
	a.file = argv[0];
	b.file = argv[sep + 1];
	r = compare(&a, &b, o);
	dtrace_free(&a);
	dtrace_free(&b);
	return r;
}

int diff_main(int argc, char **argv)
{
	enum { OPT_DATA = 256, OPT_TIMES, OPT_COLOR, OPT_REPORT, OPT_LOADER };
	static const struct option longs[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "data", no_argument, NULL, OPT_DATA },
		{ "times", required_argument, NULL, OPT_TIMES },
		{ "color", optional_argument, NULL, OPT_COLOR },
		{ "colour", optional_argument, NULL, OPT_COLOR },
		{ "report", required_argument, NULL, OPT_REPORT },
		{ "loader", required_argument, NULL, OPT_LOADER },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct diff_opts o = { .times = -1, .color = COLOR_AUTO };
	struct dtrace a, b;
	int c;

	opterr = 0;
	optind = 1;
	while ((c = getopt_long(argc, argv, "+jh", longs, NULL)) != -1) {
		switch (c) {
		case 'j': o.json = true; break;
		case OPT_DATA: o.data = true; break;
		case OPT_TIMES: o.times = parse_threshold(optarg); break;
		case OPT_COLOR: o.color = parse_color(optarg); break;
		case OPT_REPORT:
			if (!*optarg)
				diff_fail("--report needs a file name");
			o.page = optarg;
			break;
		case OPT_LOADER:
			if (!strcmp(optarg, "unit"))
				o.loader = LOADER_UNIT;
			else if (!strcmp(optarg, "calls"))
				o.loader = LOADER_CALLS;
			else
				diff_fail("invalid --loader '%s' (unit or calls)",
					  optarg);
			break;
		case 'h': fputs(usage_text, stdout); return DIFF_SAME;
		default:
			diff_fail("unknown option '%s' (see abitrace diff "
				  "--help)", argv[optind - 1]);
		}
	}
	/* getopt stops at "--" and steps over it. */
	if (optind > 1 && !strcmp(argv[optind - 1], "--"))
		return diff_commands(argc - optind, argv + optind, &o);
	if (argc - optind != 2)
		diff_fail("needs two traces, A.json and B.json (see "
			  "abitrace diff --help)");
	load_pair(&a, argv[optind], &b, argv[optind + 1], &o);
	c = compare(&a, &b, &o);
	dtrace_free(&a);
	dtrace_free(&b);
	return c;
}
