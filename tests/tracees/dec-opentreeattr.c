/* open_tree_attr (Linux 6.15): its flags and struct mount_attr. Each
 * call is refused (a bad descriptor, unknown flags), so nothing is
 * mounted; the decoding is of what the program passes, and the
 * results are the kernel's (ENOSYS before 6.15). */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

#ifndef __NR_open_tree_attr
#define __NR_open_tree_attr 467
#endif

/* struct mount_attr, MOUNT_ATTR_SIZE_VER0 */
struct attr_t {
	uint64_t attr_set, attr_clr, propagation, userns_fd;
};

#define KNOWN "OPEN_TREE_CLONE|OPEN_TREE_NAMESPACE|OPEN_TREE_CLOEXEC|" \
	"AT_SYMLINK_NOFOLLOW|AT_NO_AUTOMOUNT|AT_EMPTY_PATH|AT_RECURSIVE"
#define KNOWN_BITS 0x89903u

static const char *ota(int dfd, const char *path, unsigned flags,
		       const void *attr, size_t size)
{
	long r = syscall(__NR_open_tree_attr, dfd, path, flags, attr, size);

	if (r >= 0) {
		close((int)r);
		return "unexpected success";
	}
	return failed_with(errno);
}

int main(void)
{
	struct attr_t a = { 0x70 | 0x2, 0x10, 0, 0 };
	const char *res;

	setvbuf(stdout, NULL, _IONBF, 0);
	/* Every flag it takes, and the others. */
	res = ota(-1, "/", ~0u, NULL, 0);
	expect(res, "open_tree_attr(-1, \"/\", " KNOWN "|%#x, NULL, 0)",
	       ~KNOWN_BITS);
	res = ota(-1, "/", ~KNOWN_BITS, NULL, 0);
	expect(res, "open_tree_attr(-1, \"/\", %#x /* OPEN_TREE_??? */, "
	       "NULL, 0)", ~KNOWN_BITS);
	/* The atime mode whole when all its bits are set, by mode when
	 * not (NOATIME alone). */
	res = ota(-1, "", AT_EMPTY_PATH | 1, &a, sizeof(a));
	expect(res, "open_tree_attr(-1, \"\", OPEN_TREE_CLONE|AT_EMPTY_PATH, "
	       "{attr_set=MOUNT_ATTR_NOSUID|MOUNT_ATTR__ATIME, "
	       "attr_clr=MOUNT_ATTR_NOATIME, propagation=0 /* MS_??? */, "
	       "userns_fd=0}, 32)");
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
