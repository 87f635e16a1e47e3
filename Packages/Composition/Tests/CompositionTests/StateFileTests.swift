import Composition
import Foundation
import Presentation
import Testing

@Suite struct StateFileTests {
  @Test func folder_isCountryQuizUnderXDGStateHomeElseUnderHome() {
    #expect(
      StateFile.folder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path
        == "/s/country-quiz")
    #expect(StateFile.folder(environment: ["HOME": "/h"])?.path == "/h/.local/state/country-quiz")
    #expect(StateFile.folder(environment: ["XDG_STATE_HOME": "", "HOME": ""]) == nil)
  }

  @Test func load_findsNothingBeforeTheFirstSave() throws {
    let folder = try madeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let loaded = StateFile(file: folder.appendingPathComponent("a.json")).load { $0 }

    guard case .missing = loaded else {
      Issue.record("expected missing, got \(loaded)")
      return
    }
  }

  @Test func save_thenLoad_readsTheSameBytesFromAPrivateFile() throws {
    let folder = try madeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = StateFile(file: folder.appendingPathComponent("nested/a.json"))

    try state.save(Data("{\"x\":1}".utf8))

    guard case .loaded(let data) = state.load({ $0 }) else {
      Issue.record("expected the saved bytes")
      return
    }
    #expect(String(decoding: data, as: UTF8.self) == "{\"x\":1}")
    let attributes = try FileManager.default.attributesOfItem(atPath: state.file.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test func load_setsADamagedFileAsideUnderANewNameAndWarns() throws {
    let folder = try madeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = StateFile(file: folder.appendingPathComponent("profile.json"))
    try Data([0xFF, 0x00, 0x7B]).write(to: state.file)

    let loaded = state.load { Profile(json: $0) }

    guard case .setAside(let place) = loaded else {
      Issue.record("expected the file set aside, got \(loaded)")
      return
    }
    #expect(!FileManager.default.fileExists(atPath: state.file.path))
    #expect(FileManager.default.contents(atPath: place.path) == Data([0xFF, 0x00, 0x7B]))
    #expect(place.lastPathComponent.hasPrefix("profile.json.corrupt-"))
    let warning = try #require(state.warning(loaded, what: "Your profile"))
    #expect(warning.contains(place.lastPathComponent))
  }

  @Test func load_neverSetsTwoDamagedFilesAsideOverEachOther() throws {
    let folder = try madeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = StateFile(file: folder.appendingPathComponent("profile.json"))

    try Data("first".utf8).write(to: state.file)
    _ = state.load { Profile(json: $0) }
    try Data("second".utf8).write(to: state.file)
    _ = state.load { Profile(json: $0) }

    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.contains(".corrupt-") }
    #expect(kept.count == 2)
  }

  @Test func load_setsAsideAFileTooLargeToBeState() throws {
    let folder = try madeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = StateFile(file: folder.appendingPathComponent("profile.json"))
    try Data(repeating: 0x20, count: StateFile.largestSize + 1).write(to: state.file)

    var decoded = false
    let loaded = state.load { _ in
      decoded = true
      return Profile()
    }

    guard case .setAside = loaded else {
      Issue.record("expected set aside, got \(loaded)")
      return
    }
    #expect(!decoded)
  }
}

@Suite struct ProfileFileTests {
  @Test func save_keepsTheProfileForTheNextRun() throws {
    let folder = try madeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = ["XDG_STATE_HOME": folder.path]

    try #require(ProfileFile(environment: environment)).save(Profile(favourites: ["JP", "PE"]))

    let next = try #require(ProfileFile(environment: environment))
    #expect(next.profile.favourites == ["JP", "PE"])
    #expect(next.warning == nil)
  }

  @Test func save_writesNothingWhenTheProfileDidNotChange() throws {
    let folder = try madeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try #require(ProfileFile(environment: ["XDG_STATE_HOME": folder.path]))

    try file.save(Profile())

    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func damagedFile_startsAnEmptyProfileWithAWarningAndIsNotOverwritten() throws {
    let folder = try madeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("country-quiz/profile.json")
    try FileManager.default.createDirectory(
      at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{\"favourites\": [\"JP\"".utf8).write(to: path)

    let file = try #require(ProfileFile(environment: ["XDG_STATE_HOME": folder.path]))
    try file.save(Profile(favourites: ["CL"]))

    #expect(file.profile.favourites == ["CL"])
    #expect(file.warning?.contains("could not be read") == true)
    let kept = try FileManager.default.contentsOfDirectory(
      atPath: path.deletingLastPathComponent().path
    ).filter { $0.hasPrefix("profile.json.corrupt-") }
    #expect(kept.count == 1)
  }
}

/// A new, empty temporary folder.
private func madeFolder() throws -> URL {
  let folder = temporaryFolder()
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}
