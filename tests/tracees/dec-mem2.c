/* mincore, sched_setaffinity, get_robust_list and the AIO calls. */
#define _GNU_SOURCE
#include <linux/aio_abi.h>
#include <sched.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>
#include "dec.h"

int main(void)
{
	unsigned char vec[3];
	char *m;

	setvbuf(stdout, NULL, _IONBF, 0);
	m = mmap(NULL, 3 * 4096, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	m[0] = 1;
	mincore(m, 3 * 4096, vec);
	expect("0", "mincore(%p, 12288, [1, 0, 0])", (void *)m);
	mincore(m, 3 * 4096, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "mincore(%p, 12288, 0x8)",
	       (void *)m);
	{
		cpu_set_t cs;
		char bits[1024] = "";
		size_t n = 0;

		sched_getaffinity(0, sizeof(cs), &cs);
		for (int i = 0; i < CPU_SETSIZE && n < sizeof(bits) - 8; i++)
			if (CPU_ISSET(i, &cs))
				n += snprintf(bits + n, sizeof(bits) - n,
					      n ? " %d" : "%d", i);
		sched_setaffinity(0, sizeof(cs), &cs);
		expect("0", "sched_setaffinity(0, 128, [%s])", bits);
		sched_setaffinity(0, sizeof(cs), BAD_PTR);
		expect("-1 EFAULT (Bad address)",
		       "sched_setaffinity(0, 128, 0x8)");
	}
	{
		void *head;
		size_t len;

		syscall(SYS_get_robust_list, 0, &head, &len);
		expect("0", "get_robust_list(0, [%p], [%zu])", head, len);
	}
	{
		aio_context_t ctx = 0;
		struct iocb cb = { 0 }, *cbs[1] = { &cb };
		struct io_event ev[2];
		int fd = syscall(SYS_memfd_create, "aio", 0);

		if (syscall(SYS_io_setup, 4, &ctx))
			return 0;
		expect("0", "io_setup(4, [%#lx])", (unsigned long)ctx);
		cb.aio_data = 0x1234;
		cb.aio_lio_opcode = IOCB_CMD_PWRITE;
		cb.aio_fildes = fd;
		cb.aio_buf = (unsigned long)"xyz";
		cb.aio_nbytes = 3;
		cb.aio_offset = 7;
		cb.aio_reqprio = 0;
		syscall(SYS_io_submit, ctx, 1, cbs);
		expect("1", "io_submit(%#lx, 1, [{aio_data=0x1234, "
		       "aio_lio_opcode=IOCB_CMD_PWRITE, aio_fildes=%d, "
		       "aio_buf=\"xyz\", aio_nbytes=3, aio_offset=7}])",
		       (unsigned long)ctx, fd);
		syscall(SYS_io_getevents, ctx, 1, 2, ev, NULL);
		expect("1", "io_getevents(%#lx, 1, 2, [{data=0x1234, obj=%p, "
		       "res=3, res2=0}], NULL)", (unsigned long)ctx,
		       (void *)&cb);
		{
			/* A vector read with a priority, on no descriptor. */
			char rb[3];
			struct iovec iov = { rb, sizeof(rb) };
			struct iocb vcb = { 0 };
			struct iocb *vcbs[1] = { &vcb };
			long vr;

			vcb.aio_lio_opcode = IOCB_CMD_PREADV;
			vcb.aio_fildes = (unsigned)-1;
			vcb.aio_buf = (unsigned long)&iov;
			vcb.aio_nbytes = 1;
			vcb.aio_flags = 2;	/* IOCB_FLAG_IOPRIO */
			vcb.aio_reqprio = (2 << 13) | 4;
			vr = syscall(SYS_io_submit, ctx, 1, vcbs);
			expect(vr < 0 ? failed_with(errno) : "1",
			       "io_submit(%#lx, 1, [{aio_data=0, "
			       "aio_lio_opcode=IOCB_CMD_PREADV, aio_reqprio="
			       "IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4), "
			       "aio_fildes=-1, aio_buf=[{iov_base=%p, "
			       "iov_len=3}], aio_offset=0, "
			       "aio_flags=IOCB_FLAG_IOPRIO}])",
			       (unsigned long)ctx, (void *)rb);
		}
		syscall(SYS_io_submit, ctx, 1, BAD_PTR);
		expect("-1 EFAULT (Bad address)", "io_submit(%#lx, 1, 0x8)",
		       (unsigned long)ctx);
		syscall(SYS_io_cancel, ctx, &cb, ev);
		expect("-1 EINVAL (Invalid argument)", "io_cancel(%#lx, "
		       "{aio_data=0x1234, aio_lio_opcode=IOCB_CMD_PWRITE, "
		       "aio_fildes=%d}, %p)", (unsigned long)ctx, fd,
		       (void *)ev);
		syscall(SYS_io_destroy, ctx);
		expect("0", "io_destroy(%#lx)", (unsigned long)ctx);
	}
	return 0;
}
