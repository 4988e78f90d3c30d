from gmem.cli import main

raise SystemExit(main())
