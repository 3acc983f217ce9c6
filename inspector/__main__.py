"""``python -m inspector``: the same as the ``inspector`` command."""

import sys

from inspector.cli import main

sys.exit(main())
