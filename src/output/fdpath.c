/* -y: the file behind a descriptor, "3</etc/hosts>".
 *
 * The path is read from /proc/TID/fd/N every time it is printed. A
 * cache would have to follow close, dup2, dup3, fcntl(F_DUPFD),
 * close_range, execve's close-on-exec, SCM_RIGHTS, pidfd_getfd and
 * descriptor tables shared with CLONE_FILES by threads we may not even
 * trace; one readlink is cheaper than being wrong. */
#include "abitrace.h"

#include <limits.h>
#include <stdio.h>
#include <unistd.h>

/* The link text, quoted like a string but without the quotes, so that
 * a newline or a quote in a file name cannot break the line. */
static void print_link(const char *proc_path)
{
	static struct strbuf q;
	char target[PATH_MAX];
	ssize_t n = readlink(proc_path, target, sizeof(target));

	if (n <= 0)
		return;
	q.len = 0;
	print_quoted(&q, (const unsigned char *)target, (size_t)n, false);
	tputc('<');
	sb_write(cur, q.s + 1, q.len - 2);
	tputc('>');
}

void print_fd_path(struct tcb *tcp, int fd)
{
	char proc_path[64];

	if (!opt.yflag || fd < 0)
		return;
	snprintf(proc_path, sizeof(proc_path), "/proc/%d/fd/%d", tcp->tid,
		 fd);
	print_link(proc_path);
}

void print_cwd_path(struct tcb *tcp)
{
	char proc_path[64];

	if (!opt.yflag)
		return;
	snprintf(proc_path, sizeof(proc_path), "/proc/%d/cwd", tcp->tid);
	print_link(proc_path);
}
