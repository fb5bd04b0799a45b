/* The command line (parse_options, src/main.c), with the -e, --notes,
 * --seccomp-bpf, -S, --timestamps and --quiet parsers behind it: the
 * input is the arguments, separated by NUL bytes. A bad command line
 * dies (here: returns), -h and --explain print (to /dev/null). */
#include "harness.h"
#include "main.h"

#include <stdio.h>

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	if (!freopen("/dev/null", "w", stdout))
		abort();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *buf, *args[34];
	int argc = 0;

	if (size > 4096)
		return 0;
	buf = malloc(size + 1);
	memcpy(buf, data, size);
	buf[size] = '\0';
	args[argc++] = "abitrace";
	for (size_t i = 0; i <= size && argc < 33; ) {
		args[argc++] = buf + i;
		i += strlen(buf + i) + 1;
	}
	args[argc] = NULL;
	options_reset();
	harness_armed = 1;
	if (!setjmp(harness_env)) {
		int r = parse_options(argc, args);

		MUST(r == -1 || r == 0);
		MUST(opt.string_limit >= 0);
		/* What check_combinations promises the tracer. */
		MUST(r == 0 || !opt.output_separately ||
		     (opt.outfile && opt.outfile[0] != '|'));
		MUST(r == 0 || !opt.outfile || opt.outfile[0]);
	}
	harness_armed = 0;
	free(buf);
	return 0;
}
