#include <linux/mei_uuid.h>
