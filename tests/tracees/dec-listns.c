/* listns (Linux 6.19): struct ns_id_req and the namespace ids. With
 * "inject" as argument the test runs it under -e inject=listns:retval=2:
 * the kernel never sees the calls, so the request and id cases are
 * shown whatever the kernel. Without it, one real call for the network
 * namespaces the caller may see (ENOSYS before 6.19). */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

#ifndef __NR_listns
#define __NR_listns 470
#endif

/* struct ns_id_req, NS_ID_REQ_SIZE_VER0 */
struct req_t {
	uint32_t size, spare;
	uint64_t ns_id;
	uint32_t ns_type, spare2;
	uint64_t user_ns_id;
};

#define ALL_NS "TIME_NS|MNT_NS|CGROUP_NS|UTS_NS|IPC_NS|USER_NS|PID_NS|NET_NS"
#define ALL_NS_BITS 0x7e020080u

static const char inj[] = "2 (INJECTED)";

static long ln(const void *req, uint64_t *ids, size_t nr, unsigned flags)
{
	return syscall(__NR_listns, req, ids, nr, flags);
}

static void injected(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct req_t *req;
	uint64_t *ids;
	uint32_t *size;

	if (p == MAP_FAILED || munmap(p + pg, pg))
		exit(2);
	/* Each object at the end of the page: reading past it faults. */
	req = (struct req_t *)(p + pg - sizeof(*req));
	*req = (struct req_t){ 32, 0, 0x1234, 0x40000000, 0, 0 };
	ln(req, NULL, 0, 0);
	expect(inj, "listns({size=32, ns_id=0x1234, ns_type=NET_NS, "
	       "user_ns_id=0}, NULL, 0, 0)");
	/* Every type, the spare words when set, the caller's own user
	 * namespace by name. */
	*req = (struct req_t){ 32, 7, 0, ~0u, 9, ~0ULL };
	ln(req, NULL, 0, 0xffffffff);
	expect(inj, "listns({size=32, spare=0x7, ns_id=0, ns_type=" ALL_NS
	       "|%#x, spare2=0x9, user_ns_id=LISTNS_CURRENT_USER}, NULL, 0, "
	       "0xffffffff)", ~ALL_NS_BITS);
	*req = (struct req_t){ 32, 0, 0, ~ALL_NS_BITS, 0, 0x123456789aULL };
	ln(req, NULL, 0, 0);
	expect(inj, "listns({size=32, ns_id=0, ns_type=%#x /* ???_NS */, "
	       "user_ns_id=0x123456789a}, NULL, 0, 0)", ~ALL_NS_BITS);
	/* A size below the first version's: nothing more is read. A
	 * bigger one past the readable memory: "???". */
	req->size = 31;
	ln(req, NULL, 0, 0);
	expect(inj, "listns({size=31}, NULL, 0, 0)");
	req->size = 40;
	req->ns_type = 0;
	ln(req, NULL, 0, 0);
	expect(inj, "listns({size=40, ns_id=0, ns_type=0, "
	       "user_ns_id=0x123456789a, ???}, NULL, 0, 0)");
	size = (uint32_t *)(p + pg - sizeof(*size));
	*size = 32;
	ln(size, NULL, 0, 0);
	expect(inj, "listns({size=32, ???}, NULL, 0, 0)");
	ln(p + pg - 2, NULL, 0, 0);
	expect(inj, "listns(%p, NULL, 0, 0)", p + pg - 2);

	/* The ids: as many as the call returned, within the room given;
	 * one past the readable memory ends the array with its address. */
	ids = (uint64_t *)(p + pg - 2 * sizeof(*ids));
	ids[0] = 0x1001;
	ids[1] = 0x1002;
	ln(NULL, ids, 0, 0);
	expect(inj, "listns(NULL, [], 0, 0)");
	ln(NULL, ids, 1, 0);
	expect(inj, "listns(NULL, [0x1001], 1, 0)");
	ln(NULL, ids, 5, 0);
	expect(inj, "listns(NULL, [0x1001, 0x1002], 5, 0)");
	ids = (uint64_t *)(p + pg - sizeof(*ids));
	ids[0] = 0x1003;
	ln(NULL, ids, 2, 0);
	expect(inj, "listns(NULL, [0x1003, ... /* %p */], 2, 0)", ids + 1);
}

/* The network namespaces the caller may see. */
static void real(void)
{
	struct req_t req = { 32, 0, 0, 0x40000000, 0, 0 };
	uint64_t ids[4];
	char list[256] = "", ret[32];
	size_t len = 0;
	long r = ln(&req, ids, 4, 0);

	if (r < 0) {
		expect(failed_with(errno), "listns({size=32, ns_id=0, "
		       "ns_type=NET_NS, user_ns_id=0}, %p, 4, 0)", (void *)ids);
		return;
	}
	for (long i = 0; i < r && i < 4; i++)
		len += snprintf(list + len, sizeof(list) - len, "%s%#llx",
				i ? ", " : "", (unsigned long long)ids[i]);
	snprintf(ret, sizeof(ret), "%ld", r);
	expect(ret,
	       "listns({size=32, ns_id=0, ns_type=NET_NS, user_ns_id=0}, "
	       "[%s], 4, 0)", list);
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1 && !strcmp(argv[1], "inject"))
		injected();
	else
		real();
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
