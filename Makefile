# Country Quiz. `make run` starts the chat, `make test` runs every test.
PACKAGES := Domain Interpretation CountriesAPI Presentation Composition
SWIFT_FILES = git ls-files -z '*.swift' ':!:*+Text.swift' ':!:*+Table.swift'
# The one release build (static runtime, libcurl from .build/link, code laid out by Scripts/quiz.order)
# is Scripts/release-build.sh; its comments say why each flag is there.
LINK_DIR := $(CURDIR)/.build/link
RELEASE := Scripts/release-build.sh

VERSION := $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Packages/Presentation/Sources/Presentation/AppInfo.swift)
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: install uninstall deb run test test-packages test-root check lint format snapshot capitals demonyms zones conventions economy governs flags shapes word-tables name-tables locale-names order web-assets bench bench-daemon release daemon clean

run: $(LINK_DIR)/libcurl.so ## the terminal chat (offline until a data source is configured)
	$(RELEASE) --product quiz
	$(RELEASE) --product quiz-fetch
	.build/release/quiz

$(LINK_DIR)/libcurl.so:
	mkdir -p $(LINK_DIR)
	lib=$$($$(command -v ldconfig || echo /sbin/ldconfig) -p | awk '/libcurl\.so\.4 / { print $$NF; exit }'); \
	  if [ -n "$$lib" ]; then ln -sf "$$lib" $@; else echo "libcurl.so.4 not found: apt-get install libcurl4"; exit 1; fi

release: $(LINK_DIR)/libcurl.so
	$(RELEASE) --product quiz
	$(RELEASE) --product quiz-fetch
	$(RELEASE) --product quizd

daemon: release
	.build/release/quizd

install: release ## stripped binaries, manual pages, completions and the systemd unit under $(DESTDIR)$(PREFIX)
	Scripts/install.sh .build/release "$(DESTDIR)" "$(PREFIX)"

uninstall: ## remove what `make install` installed under $(DESTDIR)$(PREFIX)
	Scripts/install.sh --list "$(PREFIX)" | sed 's|^|$(DESTDIR)|' | xargs rm -f
	rmdir "$(DESTDIR)$(PREFIX)/share/doc/country-quiz" 2>/dev/null || true

deb: release ## the Debian package, in .build/deb
	Scripts/make_deb.sh .build/release "$(VERSION)" .build/deb

test: test-packages test-root ## every package alone, then the root with the import check

test-packages:
	for p in $(PACKAGES); do echo "== $$p"; swift test --package-path Packages/$$p || exit 1; done

# The root suites start daemons, nginx, Chromium and pseudo-terminals, and time what those do: run side by
# side on two cores beside another busy process, they starved one another and failed on time, not on
# behaviour. One at a time they pass beside a CPU hog (Docs/ARCHITECTURE.md, "Tests under load").
test-root:
	swift build --build-tests --explicit-target-dependency-import-check error
	swift test --skip-build --no-parallel

check: lint test

lint:
	$(SWIFT_FILES) | xargs -0 swift format lint --strict --parallel

format:
	$(SWIFT_FILES) | xargs -0 swift format format --in-place --parallel

snapshot: ## regenerate the bundled data and fixtures from ../shared/data/countriesV3.1.json
	python3 Scripts/make_snapshot.py
	python3 Scripts/make_folding_table.py
	QUIZ_WRITE_SNAPSHOT_INDEX=$(CURDIR)/Packages/CountriesAPI/Sources/CountriesAPI/Bundled/BundledSnapshotIndex+Table.swift \
	  swift test --package-path Packages/CountriesAPI --filter BundledSnapshotIndexTests/theCommittedIndex

demonyms: ## regenerate the nationality words of Spanish, Portuguese, Italian and German from Scripts/demonyms
	python3 Scripts/make_demonyms.py

capitals: ## regenerate the localized capital names from GeoNames (Debian's libgeonames-common, CC BY 4.0)
	rm -rf /tmp/geonames && mkdir -p /tmp/geonames
	cd /tmp/geonames && apt-get download libgeonames-common && dpkg-deb -x libgeonames-common_*.deb .
	python3 Scripts/make_capitals.py /tmp/geonames

zones: ## regenerate each country's tz zones from the tz database's zone.tab (Debian's tzdata, public domain)
	python3 Scripts/make_zones.py /usr/share/zoneinfo/zone.tab

flags: ## regenerate the flag images quizd serves from Debian's iso-flags-svg (public domain; Kosovo drawn by the script)
	rm -rf /tmp/iso-flags-svg && mkdir -p /tmp/iso-flags-svg
	cd /tmp/iso-flags-svg && apt-get download iso-flags-svg && dpkg-deb -x iso-flags-svg_*.deb .
	python3 Scripts/make_flags.py /tmp/iso-flags-svg

shapes: ## regenerate the country outlines from the Digital Chart of the World (Debian's gmt-dcw, LGPL-3+; needs python3-h5py)
	rm -rf /tmp/gmt-dcw && mkdir -p /tmp/gmt-dcw
	cd /tmp/gmt-dcw && apt-get download gmt-dcw && dpkg-deb -x gmt-dcw_*.deb .
	/usr/bin/python3 Scripts/make_shapes.py /tmp/gmt-dcw

conventions: ## regenerate each country's conventions and codes from ../shared/data (REST Countries v3.1 and v4, MPL-2.0), printing what was curated
	python3 Scripts/make_conventions.py

economy: ## regenerate each country's GDP, HDI and Gini index from ../shared/data/countriesV4.json (REST Countries v4, MPL-2.0)
	python3 Scripts/make_economy.py

governs: ## regenerate who governs each country from ../shared/data/countriesV4.json (MPL-2.0), curated; prints its report
	python3 Scripts/make_governs.py

word-tables: ## regenerate the word lists the reader routes a line by from the language packs (run after editing a pack's words)
	QUIZ_WRITE_WORD_TABLES=$(CURDIR)/Packages/Interpretation/Sources/Interpretation/Reading/WordTables+Table.swift \
	  swift test --package-path Packages/Interpretation --filter WordTablesTests/theCommittedTable

name-tables: ## regenerate the name tables compiled for the bundled snapshot (run after `make snapshot` or editing a pack's names, aliases or cue words)
	QUIZ_WRITE_NAME_TABLES=$(CURDIR)/Packages/Interpretation/Sources/Interpretation/Matching/CompiledNames+Table.swift \
	  swift test --package-path Packages/Composition --filter CompiledNamesTests/theCommittedTables

locale-names: ## regenerate the locale data's names of the snapshot's languages, currencies and regions compiled into replies (run after `make snapshot` or a toolchain update)
	QUIZ_WRITE_LOCALE_NAMES=$(CURDIR)/Packages/Presentation/Sources/Presentation/Phrasebook/LocaleNames+Table.swift \
	  swift test --package-path Packages/Composition --filter LocaleNamesTests/theCommittedTable

web-assets: ## regenerate quizd's inline page script and style from Apps/QuizDaemon/Web
	python3 Scripts/make_web_assets.py

order: $(LINK_DIR)/libcurl.so ## lay out together the code quiz and quizd run (Scripts/quiz.order; needs valgrind)
	$(RELEASE) --product quiz
	$(RELEASE) --product quizd
	python3 Scripts/make_order.py .build/release/quiz
	rm -f .build/release/quiz .build/release/quizd  # SwiftPM does not see the file change: link again

bench: $(LINK_DIR)/libcurl.so ## speed figures on a release build (see Docs/PERFORMANCE.md)
	Scripts/bench.sh

bench-daemon: $(LINK_DIR)/libcurl.so ## quizd under wrk beside nginx, idle RSS, 1,000 idle connections
	Scripts/bench_daemon.sh

clean:
	rm -rf .build Packages/*/.build
