import sys

from fuzz import main

sys.exit(main())
