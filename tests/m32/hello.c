/* 32-bit differential tracee: stdio, file I/O, stat, statfs, limits,
 * signals, a directory read. */
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysinfo.h>
#include <time.h>
#include <unistd.h>

static void handler(int sig)
{
	(void)sig;
}

int main(void)
{
	struct timespec ts = { 0, 1000000 };
	struct sigaction sa = { .sa_handler = handler };
	struct stat st;
	struct statfs sf;
	struct sysinfo si;
	struct rlimit rl;
	struct rusage ru;
	char buf[64];
	sigset_t set;
	FILE *f;
	DIR *d;

	f = fopen("out.txt", "w");
	if (!f)
		return 1;
	fprintf(f, "hello %d\n", 42);
	fclose(f);
	f = fopen("out.txt", "r");
	if (!f)
		return 1;
	if (fgets(buf, sizeof(buf), f))
		fputs(buf, stdout);
	fclose(f);
	stat("out.txt", &st);
	lstat("/", &st);
	statfs("/", &sf);
	sysinfo(&si);
	getrlimit(RLIMIT_NOFILE, &rl);
	getrusage(RUSAGE_SELF, &ru);
	nanosleep(&ts, &ts);
	sigemptyset(&set);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGRTMIN + 5);
	sigprocmask(SIG_BLOCK, &set, NULL);
	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, SIGINT);
	sigaction(SIGUSR1, &sa, NULL);
	signal(SIGUSR2, handler);
	raise(SIGUSR1);
	raise(SIGUSR2);
	d = opendir(".");
	if (d) {
		while (readdir(d))
			;
		closedir(d);
	}
	unlink("out.txt");
	puts("bye");
	return 0;
}
