#ifndef ABT_TEST_TRACEE_H
#define ABT_TEST_TRACEE_H

typedef void (*expect_fn)(const char *tag, const char *file,
			  const char *func, int line);

void expect_site(const char *tag, const char *file, const char *func,
		 int line);

#endif
