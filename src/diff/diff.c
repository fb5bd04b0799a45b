/* abitrace diff [OPTIONS] A.json B.json: the entry, its options. */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>

#include "diff/diff.h"
#include "output/color.h"

static const char usage_text[] =
"usage: abitrace diff [--json] [--data] [--times=THRESHOLD] [--color[=WHEN]]\n"
"                     A.json B.json\n"
"Compares two abitrace --json traces by meaning: processes by their place\n"
"in the fork tree, calls by name and stable arguments (flags by name,\n"
"paths, descriptors), not by addresses, buffers, pids or times.\n"
"  -j, --json             JSON Lines instead of text\n"
"      --data             compare buffers and output arguments too\n"
"      --times=THRESHOLD  report calls whose -T durations differ by more\n"
"                         than THRESHOLD (seconds; suffix ms, us, ns)\n"
"      --color[=WHEN]     colour the text: auto (default), always, never\n"
"  -h, --help             this text\n"
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

int diff_main(int argc, char **argv)
{
	enum { OPT_DATA = 256, OPT_TIMES, OPT_COLOR };
	static const struct option longs[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "data", no_argument, NULL, OPT_DATA },
		{ "times", required_argument, NULL, OPT_TIMES },
		{ "color", optional_argument, NULL, OPT_COLOR },
		{ "colour", optional_argument, NULL, OPT_COLOR },
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
		case 'h': fputs(usage_text, stdout); return DIFF_SAME;
		default:
			diff_fail("unknown option '%s' (see abitrace diff "
				  "--help)", argv[optind - 1]);
		}
	}
	if (optind < argc && !strcmp(argv[optind], "--") && argc - optind != 3)
		diff_fail("running two commands (diff -- CMD1 --- CMD2) is "
			  "not implemented; trace each with --json -o FILE");
	if (argc - optind != 2)
		diff_fail("needs two traces, A.json and B.json (see "
			  "abitrace diff --help)");
	load_trace(&a, argv[optind], &o);
	load_trace(&b, argv[optind + 1], &o);
	return diff_report(&a, &b, &o);
}
