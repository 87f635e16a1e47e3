import Composition
import Foundation
import Presentation
import Testing

/// Two `quiz` processes that loaded one profile and both save it: each keeps its change.
@Suite struct ProfileFileWritersTests {
  @Test func save_keepsAnotherWritersFavouriteSavedSinceThisOneLoaded() throws {
    let folder = try makeStateFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = ["XDG_STATE_HOME": folder.path]
    let first = try #require(ProfileFile(environment: environment))
    let second = try #require(ProfileFile(environment: environment))

    try first.save(Profile(favourites: ["JP"]))
    try second.save(Profile(favourites: ["PE"]))

    #expect(try #require(ProfileFile(environment: environment)).profile.favourites == ["JP", "PE"])
  }

  @Test func save_removesOnlyWhatThisWriterRemoved() throws {
    let folder = try makeStateFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = ["XDG_STATE_HOME": folder.path]
    try #require(ProfileFile(environment: environment)).save(Profile(favourites: ["JP", "PE"]))
    let first = try #require(ProfileFile(environment: environment))
    let second = try #require(ProfileFile(environment: environment))

    try first.save(Profile(favourites: ["JP", "PE", "CL"]))
    try second.save(Profile(favourites: ["PE"]))
    try second.save(Profile(favourites: ["PE", "FR"]))

    #expect(
      try #require(ProfileFile(environment: environment)).profile.favourites == ["PE", "CL", "FR"])
  }

  @Test func save_keepsEveryFavouriteOfManyConcurrentWriters() async throws {
    let folder = try makeStateFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = ["XDG_STATE_HOME": folder.path]
    let codes = ["JP", "PE", "CL", "FR", "DE", "IT", "ES", "PT", "BE", "NL", "CH", "AT"]
    let writers = try codes.map { _ in try #require(ProfileFile(environment: environment)) }

    await withTaskGroup(of: Void.self) { group in
      for (writer, code) in zip(writers, codes) {
        group.addTask { try? writer.save(Profile(favourites: [code])) }
      }
    }

    let saved = try #require(ProfileFile(environment: environment)).profile.favourites
    #expect(Set(saved) == Set(codes))
  }

  @Test func save_createsAPrivateLockFileBesideTheProfile() throws {
    let folder = try makeStateFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try #require(ProfileFile(environment: ["XDG_STATE_HOME": folder.path]))

    try file.save(Profile(favourites: ["JP"]))

    let attributes = try FileManager.default.attributesOfItem(atPath: file.path + ".lock")
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }
}

// MARK: - Helpers

/// A new, empty temporary folder to use as XDG_STATE_HOME.
func makeStateFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "quiz-state-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}
