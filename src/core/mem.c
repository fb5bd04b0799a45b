/* Reading tracee memory.
 *
 * process_vm_readv copies a whole range in one system call; it can be
 * missing (old kernels, seccomp sandboxes) or refused, and then we fall
 * back to PTRACE_PEEKDATA one word at a time. Addresses are untrusted:
 * a read that faults returns -1 and the caller prints the raw address. */
#include "abitrace.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/uio.h>

static bool no_vm_readv;
bool mem_structs_hidden;

/* The test hook of abitrace.h: tracee memory from a fake image. */
int (*mem_read_hook)(uint64_t addr, size_t len, void *buf);

/* ABITRACE_NO_VM_READV=1 takes the PEEKDATA path from the start. */
void mem_init(void)
{
	const char *e = getenv("ABITRACE_NO_VM_READV");

	if (e && *e && strcmp(e, "0"))
		no_vm_readv = true;
}

unsigned long mem_nreads;

static int peek_read(pid_t tid, uint64_t addr, size_t len, char *buf)
{
	const size_t w = sizeof(long);
	uint64_t base = addr & ~(uint64_t)(w - 1);
	size_t skip = addr - base;

	while (len) {
		long word;
		size_t n = w - skip;

		errno = 0;
		mem_nreads++;
		word = ptrace(PTRACE_PEEKDATA, tid, (void *)(uintptr_t)base, 0);
		if (errno)
			return -1;
		if (n > len)
			n = len;
		memcpy(buf, (char *)&word + skip, n);
		buf += n;
		len -= n;
		base += w;
		skip = 0;
	}
	return 0;
}

static ssize_t vm_read(pid_t tid, uint64_t addr, size_t len, void *buf)
{
	struct iovec local = { buf, len };
	struct iovec remote = { (void *)(uintptr_t)addr, len };

	mem_nreads++;
	return process_vm_readv(tid, &local, 1, &remote, 1, 0);
}

/* The last few 512-byte blocks read, whole: a call's arguments mostly
 * lie close together (an iovec array and its buffers, a struct and its
 * strings), and one process_vm_readv per block then serves them all,
 * as strace does. Blocks are all or nothing readable (mappings are page
 * aligned, and a block never crosses a page); small, so that a call
 * reading one byte does not pay for copying a page. The tracee may change its memory whenever it runs: the
 * loop drops them at every event (mem_cache_drop), and writes drop
 * them too. */
#define BLK 512
#define NBLK 4
static struct {
	pid_t tid;		/* 0: empty */
	uint64_t base;
	char data[BLK];
} blk[NBLK];
static unsigned blk_next;	/* the one to replace next */

unsigned long mem_generation = 1;

void mem_cache_drop(void)
{
	mem_generation++;
	for (unsigned i = 0; i < NBLK; i++)
		blk[i].tid = 0;
}

/* Copies [addr, addr + len), within one block, from the cached block,
 * reading it first if needed; -1 when the block cannot be read whole
 * (the caller then reads the range alone), -2 when it faults: a block
 * is all or nothing readable, so the range in it faults too, and
 * reading it again alone would only cost a second process_vm_readv
 * (each bad pointer a program passes). */
static int read_cached(pid_t tid, uint64_t addr, size_t len, void *buf)
{
	uint64_t base = addr & ~(uint64_t)(BLK - 1);
	unsigned i;
	ssize_t r;

	for (i = 0; i < NBLK; i++)
		if (blk[i].tid == tid && blk[i].base == base)
			break;
	if (i == NBLK) {
		i = blk_next;
		blk_next = (blk_next + 1) % NBLK;
		blk[i].tid = 0;
		r = vm_read(tid, base, BLK, blk[i].data);
		if (r != BLK)
			return r < 0 && errno == EFAULT ? -2 : -1;
		blk[i].tid = tid;
		blk[i].base = base;
	}
	memcpy(buf, blk[i].data + (addr - base), len);
	return 0;
}

static int read_mem(struct tcb *tcp, uint64_t addr, size_t len, void *buf)
{
	errno = EFAULT;	/* what the checks below mean */
	if (!addr && len)
		return -1;
	if (addr + len < addr)
		return -1;
	if (tcp->pers && personalities[tcp->pers].wordsize == 4 &&
	    addr + len > 0x100000000ull)
		return -1;
	if (mem_read_hook)
		return mem_read_hook(addr, len, buf);
	if (!no_vm_readv && len && len <= BLK) {
		uint64_t split = (addr | (BLK - 1)) + 1;
		size_t first = split - addr < len ? split - addr : len;
		int r = read_cached(tcp->tid, addr, first, buf);

		/* One block, or the end of one and the start of the next. */
		if (!r && first < len)
			r = read_cached(tcp->tid, split, len - first,
					(char *)buf + first);
		if (!r)
			return 0;
		if (r == -2) {
			errno = EFAULT;
			return -1;
		}
	}
	if (!no_vm_readv) {
		ssize_t r = vm_read(tcp->tid, addr, len, buf);

		if (r == (ssize_t)len)
			return 0;
		if (r >= 0 || errno == EFAULT || errno == ESRCH)
			return -1;
		if (errno == ENOSYS || errno == EPERM)
			no_vm_readv = true;
	}
	return peek_read(tcp->tid, addr, len, buf);
}

int umoven(struct tcb *tcp, uint64_t addr, size_t len, void *buf)
{
	if (mem_structs_hidden)
		return -1;
	return read_mem(tcp, addr, len, buf);
}

int umoven_data(struct tcb *tcp, uint64_t addr, size_t len, void *buf)
{
	return read_mem(tcp, addr, len, buf);
}

/* Strings are read a page at a time: the string may end just before an
 * unmapped page, and reading across it would fail the whole read. */
ssize_t umovestr(struct tcb *tcp, uint64_t addr, size_t len, char *buf)
{
	size_t got = 0;

	if (!addr)
		return -1;
	while (got < len) {
		size_t chunk = 4096 - ((addr + got) & 4095);
		char *nul;

		if (chunk > len - got)
			chunk = len - got;
		if (read_mem(tcp, addr + got, chunk, buf + got) < 0) {
			/* A string that runs into memory that cannot be
			 * read, without its NUL: said as strace says it
			 * (the call shows the address). */
			if (got && errno != ESRCH)
				warnx_("short read (%zu < %zu) @%#llx: %s", got,
				       len, (unsigned long long)addr,
				       strerror(errno));
			return -1;
		}
		nul = memchr(buf + got, '\0', chunk);
		if (nul)
			return nul - buf;
		got += chunk;
	}
	return (ssize_t)len;
}

/* ---- writing (-e inject=...:poke_enter=, poke_exit=) ---------------- */

static bool no_vm_writev;

/* PTRACE_POKEDATA writes whole words: the bytes around a piece that
 * does not fill one are read first and written back unchanged. Stops
 * at the first word the tracee cannot take. */
static size_t poke_write(pid_t tid, uint64_t addr, size_t len,
			 const char *buf)
{
	const size_t w = sizeof(long);
	size_t done = 0;

	while (done < len) {
		uint64_t base = (addr + done) & ~(uint64_t)(w - 1);
		size_t skip = addr + done - base;
		size_t n = w - skip < len - done ? w - skip : len - done;
		long word = 0;

		if (n < w) {
			errno = 0;
			word = ptrace(PTRACE_PEEKDATA, tid,
				      (void *)(uintptr_t)base, 0);
			if (errno)
				break;
		}
		memcpy((char *)&word + skip, buf + done, n);
		if (ptrace(PTRACE_POKEDATA, tid, (void *)(uintptr_t)base,
			   (void *)word) < 0)
			break;
		done += n;
	}
	return done;
}

size_t upoken(struct tcb *tcp, uint64_t addr, size_t len, const void *buf)
{
	mem_cache_drop();
	if (!addr || addr + len < addr)
		return 0;
	if (personalities[tcp->pers].wordsize == 4 &&
	    addr + len > 0x100000000ull)
		return 0;
	if (!no_vm_writev && !no_vm_readv) {
		struct iovec local = { (void *)buf, len };
		struct iovec remote = { (void *)(uintptr_t)addr, len };
		ssize_t r = process_vm_writev(tcp->tid, &local, 1, &remote, 1,
					      0);

		if (r >= 0)
			return (size_t)r;
		if (errno == EFAULT || errno == ESRCH)
			return 0;
		if (errno == ENOSYS || errno == EPERM)
			no_vm_writev = true;
	}
	return poke_write(tcp->tid, addr, len, buf);
}
