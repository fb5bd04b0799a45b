/* The -e expression parsers (src/decode/filter.c): trace=, signal= and
 * status= sets. A bad set dies (here: returns); a good one must leave
 * a filter that answers for every syscall and signal. */
#include "harness.h"
#include "decode/filter.h"
#include "decode/decode.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *spec;
	int which;

	if (size < 1 || size > 4096)
		return 0;
	which = data[0] % 3;
	spec = malloc(size);
	memcpy(spec, data + 1, size - 1);
	spec[size - 1] = '\0';
	harness_armed = 1;
	if (!setjmp(harness_env)) {
		if (which == 0)
			filter_syscalls(spec);
		else if (which == 1)
			filter_signals(spec);
		else
			filter_status(spec);
		for (unsigned p = 0; p < npersonalities; p++)
			for (unsigned nr = 0; nr <= personalities[p].table->size;
			     nr++)
				(void)filter_nr_traced(p, nr);
		for (int sig = 0; sig < 70; sig++)
			(void)signal_is_traced(sig);
		(void)filter_is_everything();
	}
	harness_armed = 0;
	free(spec);
	return 0;
}
