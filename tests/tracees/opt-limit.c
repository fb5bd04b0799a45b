/* A tracee for --syscall-limit (tests/trace/syscall-limit-kill-on-exit.test): chdir calls that
 * alternately succeed and fail, each announced as the trace line it
 * makes ("ok: LINE" or "failed: LINE"), then, once no tracer can be
 * holding it, a file DIR/done: a program let go runs to its end.
 * usage: opt-limit DIR */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define MISSING "/nonexistent-abitrace-dir"

int main(int argc, char **argv)
{
	char path[4096];
	FILE *f;

	if (argc < 2)
		return 2;
	setvbuf(stdout, NULL, _IOLBF, 0);
	for (int i = 0; i < 4; i++) {
		if (chdir(".") != 0)
			return 3;
		printf("ok: %-39s = 0\n", "chdir(\".\")");
		if (chdir(MISSING) == 0 || errno != ENOENT)
			return 3;
		printf("failed: %-39s = -1 ENOENT (%s)\n",
		       "chdir(\"" MISSING "\")", strerror(ENOENT));
	}
	snprintf(path, sizeof(path), "%s/done", argv[1]);
	f = fopen(path, "w");
	if (!f)
		return 4;
	fprintf(f, "done\n");
	return fclose(f) ? 4 : 0;
}
