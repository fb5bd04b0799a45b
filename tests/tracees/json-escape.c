/* A tracee for tests/output/json-escape.test: writes to /dev/null
 * buffers of 1 to 24 bytes, plain but for one byte that JSON must
 * escape (or a plain one), at every position, so that every place of a
 * byte in json_string's eight-byte words and its overlapping last word
 * is tried. It prints "fd N" and then each buffer in hex, in order: the
 * bytes each write's JSON value must give back. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	static const unsigned char odd[] = {
		'a', 0x00, 0x01, '\n', '\t', 0x1f, ' ', '"', '\\', '~', 0x7f,
		0x80, 0xc3, 0xff,
	};
	unsigned char buf[24];
	int fd = open("/dev/null", O_WRONLY);

	if (fd < 0) {
		perror("open /dev/null");
		return 1;
	}
	printf("fd %d\n", fd);
	for (size_t len = 1; len <= sizeof(buf); len++) {
		for (size_t pos = 0; pos < len; pos++) {
			for (size_t k = 0; k < sizeof(odd); k++) {
				for (size_t i = 0; i < len; i++)
					buf[i] = (unsigned char)('A' + i);
				buf[pos] = odd[k];
				if (write(fd, buf, len) != (ssize_t)len)
					return 1;
				for (size_t i = 0; i < len; i++)
					printf("%02x", buf[i]);
				putchar('\n');
			}
		}
	}
	return 0;
}
