import Domain
import Presentation
import Testing

@Suite struct DataNoticeTests {
  @Test func reason_namesTheKeySettingWhenTheHostedAPIRefusesTheKey() {
    let reason = DataNotice.reason(.unauthorized(setting: "RESTCOUNTRIES_API_KEY"))

    #expect(reason.contains("refused the API key"))
    #expect(reason.contains("RESTCOUNTRIES_API_KEY"))
  }

  @Test func reason_explainsTheMonthlyQuotaOrAPaidFieldOnQuotaExhausted() {
    let reason = DataNotice.reason(.quotaExhausted)

    #expect(reason.contains("monthly request quota"))
    #expect(reason.contains("resets"))
    #expect(reason.contains("paid-plan field"))
    #expect(!reason.contains("check"))
  }

  @Test func reason_namesTheServerSettingAndNoKeyWhenASelfHostedServerRefuses() {
    let reason = DataNotice.reason(.accessDenied(setting: "RESTCOUNTRIES_V31_URL"))

    #expect(reason.contains("refused access"))
    #expect(reason.contains("RESTCOUNTRIES_V31_URL"))
    #expect(!reason.lowercased().contains("key"))
  }

  @Test func reason_explainsTheDemoKeysOneRecordAnswer() {
    let reason = DataNotice.reason(.demoKey(setting: "RESTCOUNTRIES_API_KEY"))

    #expect(reason.contains("demo key"))
    #expect(reason.contains("one sample record"))
    #expect(reason.contains("RESTCOUNTRIES_API_KEY"))
    #expect(!reason.contains("not country data"))
  }

  @Test func reply_wordsTheQuotaInTheUnavailableReply() {
    let reply = ReplyPresenter.reply(to: "q", error: .unavailable(.quotaExhausted))

    #expect(reply.text.contains("monthly request quota"))
    #expect(reply.isRetryable)
  }
}
