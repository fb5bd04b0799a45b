/* KVM ioctls: capabilities by name, guest memory, CPUID and (on x86)
 * the register sets, on a bad descriptor so that no /dev/kvm is needed;
 * with /dev/kvm, KVM_CREATE_VM's result is the VM's descriptor. "v" as
 * the argument: the lines of -v (all of CPUID and the registers); "run":
 * a guest of one HLT instruction, whose KVM_RUN -e kvm=vcpu shows as
 * stopped by KVM_EXIT_HLT (exit status 77 without /dev/kvm or off x86);
 * "run+": with the struct kvm_run lines of -e kvm=vcpu+.
 * The trace is taken with -y. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/kvm.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>
#include "dec.h"

static const char *ebadf = "-1 EBADF (Bad file descriptor)";

/* "N<path>" of a descriptor, as -y shows it */
static const char *fd_path(int fd)
{
	static char buf[2][300];
	static int k;
	char proc[64], link[256];
	ssize_t n;

	k ^= 1;
	snprintf(proc, sizeof(proc), "/proc/self/fd/%d", fd);
	n = readlink(proc, link, sizeof(link) - 1);
	link[n < 0 ? 0 : n] = '\0';
	snprintf(buf[k], sizeof(buf[k]), "%d<%s>", fd, link);
	return buf[k];
}

static void vm(void)
{
	int kvm = open("/dev/kvm", O_RDWR);
	int fd;

	if (kvm < 0)
		return;
	fd = ioctl(kvm, KVM_CREATE_VM, 0);
	if (fd >= 0) {
		char ret[300];

		snprintf(ret, sizeof(ret), "%s", fd_path(fd));
		expect(ret, "ioctl(%s, KVM_CREATE_VM, 0)", fd_path(kvm));
		close(fd);
	}
	close(kvm);
}

#if defined(__x86_64__) || defined(__i386__)
static void x86(int verbose)
{
	struct kvm_regs r = { .rax = 2, .rsp = 0x10, .rip = 0x1000,
			      .rflags = 2 };
	struct kvm_sregs s = { .cr0 = 16, .apic_base = 0xfee00900 };
	struct {
		struct kvm_cpuid2 c;
		struct kvm_cpuid_entry2 e[2];
	} cpuid = { .c = { .nent = 2 }, .e = {
		{ .function = 4, .flags = KVM_CPUID_FLAG_SIGNIFCANT_INDEX,
		  .eax = 0x1b },
		{ .function = 0x80000000, .index = 1, .flags = 0x10 },
	} };
	char seg[200];

	ioctl(-1, KVM_SET_REGS, &r);
	expect(ebadf, "ioctl(-1, KVM_SET_REGS, {rax=0x2, %s, rsp=0x10, "
	       "rbp=0, %s, rip=0x1000, rflags=0x2})", verbose ?
	       "rbx=0, rcx=0, rdx=0, rsi=0, rdi=0" : "...", verbose ?
	       "r8=0, r9=0, r10=0, r11=0, r12=0, r13=0, r14=0, r15=0" :
	       "...");
	/* filled in by the kernel: the address when the call failed */
	ioctl(-1, KVM_GET_REGS, &r);
	expect(ebadf, "ioctl(-1, KVM_GET_REGS, %p)", (void *)&r);

	s.cs.limit = 0xffff;
	s.cs.type = 11;
	s.cs.present = 1;
	ioctl(-1, KVM_SET_SREGS, &s);
	snprintf(seg, sizeof(seg), "{base=0, limit=0, selector=0, type=0, "
		 "present=0, dpl=0, db=0, s=0, l=0, g=0, avl=0}");
	if (verbose)
		expect(ebadf, "ioctl(-1, KVM_SET_SREGS, {cs={base=0, "
		       "limit=65535, selector=0, type=11, present=1, dpl=0, "
		       "db=0, s=0, l=0, g=0, avl=0}, ds=%s, es=%s, fs=%s, "
		       "gs=%s, ss=%s, tr=%s, ldt=%s, gdt={base=0, limit=0}, "
		       "idt={base=0, limit=0}, cr0=16, cr2=0, cr3=0, cr4=0, "
		       "cr8=0, efer=0, apic_base=0xfee00900, "
		       "interrupt_bitmap=[0, 0, 0, 0]})",
		       seg, seg, seg, seg, seg, seg, seg);
	else
		expect(ebadf, "ioctl(-1, KVM_SET_SREGS, {cs={base=0, "
		       "limit=65535, selector=0, type=11, present=1, dpl=0, "
		       "db=0, s=0, l=0, g=0, avl=0}, ...})");

	ioctl(-1, KVM_SET_CPUID2, &cpuid);
	expect(ebadf, "ioctl(-1, KVM_SET_CPUID2, {nent=2, entries=[%s]})",
	       verbose ? "{function=0x4, index=0, "
	       "flags=KVM_CPUID_FLAG_SIGNIFCANT_INDEX, eax=0x1b, ebx=0, "
	       "ecx=0, edx=0}, {function=0x80000000, index=0x1, "
	       "flags=0x10 /* KVM_CPUID_FLAG_??? */, eax=0, ebx=0, ecx=0, "
	       "edx=0}" : "...");
	cpuid.c.nent = 0;
	ioctl(-1, KVM_SET_CPUID2, &cpuid);
	expect(ebadf, "ioctl(-1, KVM_SET_CPUID2, {nent=0, entries=[]})");
	ioctl(-1, KVM_SET_CPUID2, NULL);
	expect(ebadf, "ioctl(-1, KVM_SET_CPUID2, NULL)");
}
#endif

#if defined(__x86_64__) || defined(__i386__)
/* -e kvm=vcpu+: struct kvm_run before or after KVM_RUN, a line. */
static void run_line(char dir, const struct kvm_run *r)
{
	static const char *const names[] = {
		[KVM_EXIT_UNKNOWN] = "KVM_EXIT_UNKNOWN",
		[KVM_EXIT_HLT] = "KVM_EXIT_HLT",
	};

	printf("expect:  VCPU:0%c {request_interrupt_window=%u, "
	       "immediate_exit=%u, exit_reason=%u /* %s */, "
	       "ready_for_interrupt_injection=%u, if_flag=%u, flags=%u, "
	       "cr8=%#016llx, apic_base=%#016llx}\n", dir,
	       r->request_interrupt_window, r->immediate_exit, r->exit_reason,
	       r->exit_reason < 6 && names[r->exit_reason] ?
	       names[r->exit_reason] : "?", r->ready_for_interrupt_injection,
	       r->if_flag, r->flags, (unsigned long long)r->cr8,
	       (unsigned long long)r->apic_base);
}

/* One vCPU in real mode at 0x1000, where the guest's memory holds HLT;
 * more: the lines of -e kvm=vcpu+ too. */
static int run(int more)
{
	int kvm = open("/dev/kvm", O_RDWR), vm, cpu;
	struct kvm_userspace_memory_region m = {
		.guest_phys_addr = 0x1000, .memory_size = 4096,
	};
	struct kvm_regs r = { .rip = 0x1000, .rflags = 2 };
	struct kvm_sregs s;
	struct kvm_run *kr, before;
	unsigned char *mem;
	long size;
	char ret[300];

	if (kvm < 0)
		return 77;
	vm = ioctl(kvm, KVM_CREATE_VM, 0);
	mem = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (vm < 0 || mem == MAP_FAILED)
		return 77;
	mem[0] = 0xf4;		/* hlt */
	m.userspace_addr = (uintptr_t)mem;
	cpu = ioctl(vm, KVM_CREATE_VCPU, 0);
	size = ioctl(kvm, KVM_GET_VCPU_MMAP_SIZE, 0);
	if (ioctl(vm, KVM_SET_USER_MEMORY_REGION, &m) < 0 || cpu < 0 ||
	    size <= 0 || (kr = mmap(NULL, (size_t)size,
				    PROT_READ | PROT_WRITE, MAP_SHARED, cpu,
				    0)) == MAP_FAILED ||
	    ioctl(cpu, KVM_GET_SREGS, &s) < 0)
		return 77;
	s.cs.base = 0;
	s.cs.selector = 0;
	if (ioctl(cpu, KVM_SET_SREGS, &s) < 0 ||
	    ioctl(cpu, KVM_SET_REGS, &r) < 0)
		return 77;
	memcpy(&before, kr, sizeof(before));
	if (ioctl(cpu, KVM_RUN, 0) == 0)
		snprintf(ret, sizeof(ret), "0 (KVM_EXIT_HLT)");
	else
		snprintf(ret, sizeof(ret), "%s", failed_with(errno));
	expect(ret, "ioctl(%s, KVM_RUN, 0)", fd_path(cpu));
	if (more && kr->exit_reason == KVM_EXIT_HLT) {
		run_line('<', &before);
		run_line('>', kr);
	}
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
#else
static int run(int more)
{
	(void)more;
	return 77;
}
#endif

int main(int argc, char **argv)
{
	int verbose = argc > 1 && !strcmp(argv[1], "v");
	struct kvm_userspace_memory_region m = {
		.slot = 1, .flags = KVM_MEM_READONLY | 0x80,
		.guest_phys_addr = 0x1000, .memory_size = 4096,
		.userspace_addr = 0xdead000,
	};

	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1 && !strncmp(argv[1], "run", 3))
		return run(!strcmp(argv[1], "run+"));
	ioctl(-1, KVM_CHECK_EXTENSION, KVM_CAP_USER_MEMORY);
	expect(ebadf, "ioctl(-1, KVM_CHECK_EXTENSION, KVM_CAP_USER_MEMORY)");
	ioctl(-1, KVM_CHECK_EXTENSION, 0xbadc0de);
	expect(ebadf, "ioctl(-1, KVM_CHECK_EXTENSION, "
	       "0xbadc0de /* KVM_CAP_??? */)");
	ioctl(-1, KVM_CREATE_VCPU, 3);
	expect(ebadf, "ioctl(-1, KVM_CREATE_VCPU, 3)");
	ioctl(-1, KVM_SET_USER_MEMORY_REGION, &m);
	expect(ebadf, "ioctl(-1, KVM_SET_USER_MEMORY_REGION, {slot=1, "
	       "flags=KVM_MEM_READONLY|0x80, guest_phys_addr=0x1000, "
	       "memory_size=4096, userspace_addr=0xdead000})");
#if defined(__x86_64__) || defined(__i386__)
	x86(verbose);
#endif
	vm();
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
