(define (problem plan_trial_gmem_0033)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Book_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_01_dot_81 - object
        Book_bar__plus_01_dot_40_bar__plus_00_dot_04_bar__plus_00_dot_05 - object
        Plate_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_83 - object
        AlarmClock_bar__plus_02_dot_23_bar__plus_00_dot_05_bar__plus_01_dot_47 - object
        KeyChain_bar__plus_00_dot_45_bar__plus_00_dot_15_bar__minus_01_dot_68 - object
        Pan_bar__plus_02_dot_25_bar__plus_00_dot_05_bar__plus_01_dot_45 - object
        Bed_bar__plus_01_dot_38_bar__minus_00_dot_01_bar__plus_00_dot_07 - receptacle
        Drawer_bar__plus_00_dot_40_bar__plus_00_dot_10_bar__minus_01_dot_63 - receptacle
        Drawer_bar__minus_00_dot_39_bar__plus_00_dot_86_bar__minus_01_dot_63 - receptacle
        Dresser_bar__plus_00_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_80 - receptacle
        GarbageCan_bar__minus_02_dot_21_bar__plus_00_dot_00_bar__minus_01_dot_74 - receptacle
        Safe_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__minus_02_dot_02 - receptacle
        SideTable_bar__plus_02_dot_19_bar__plus_00_dot_00_bar__plus_01_dot_51 - receptacle
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_4_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar_5_bar__minus_5_bar_0_bar_30 - location
        loc_bar_5_bar_4_bar_1_bar_30 - location
        loc_bar_8_bar__minus_4_bar_2_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__plus_01_dot_38_bar__minus_00_dot_01_bar__plus_00_dot_07 BedType)
        (receptacleType Drawer_bar__plus_00_dot_40_bar__plus_00_dot_10_bar__minus_01_dot_63 DrawerType)
        (receptacleType Drawer_bar__minus_00_dot_39_bar__plus_00_dot_86_bar__minus_01_dot_63 DrawerType)
        (receptacleType Dresser_bar__plus_00_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_80 DresserType)
        (receptacleType GarbageCan_bar__minus_02_dot_21_bar__plus_00_dot_00_bar__minus_01_dot_74 GarbageCanType)
        (receptacleType Safe_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__minus_02_dot_02 SafeType)
        (receptacleType SideTable_bar__plus_02_dot_19_bar__plus_00_dot_00_bar__plus_01_dot_51 SideTableType)
        (objectType Book_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_01_dot_81 BookType)
        (objectType Book_bar__plus_01_dot_40_bar__plus_00_dot_04_bar__plus_00_dot_05 BookType)
        (objectType Plate_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_83 PlateType)
        (objectType AlarmClock_bar__plus_02_dot_23_bar__plus_00_dot_05_bar__plus_01_dot_47 AlarmClockType)
        (objectType KeyChain_bar__plus_00_dot_45_bar__plus_00_dot_15_bar__minus_01_dot_68 KeyChainType)
        (objectType Pan_bar__plus_02_dot_25_bar__plus_00_dot_05_bar__plus_01_dot_45 PanType)
        (canContain BedType BookType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BookType)
        (canContain DresserType KeyChainType)
        (canContain DresserType PlateType)
        (canContain SafeType KeyChainType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BookType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType PanType)
        (canContain SideTableType PlateType)
        (pickupable Book_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_01_dot_81)
        (pickupable Book_bar__plus_01_dot_40_bar__plus_00_dot_04_bar__plus_00_dot_05)
        (pickupable Plate_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_83)
        (isReceptacleObject Plate_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_83)
        (cleanable Plate_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_83)
        (heatable Plate_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_83)
        (coolable Plate_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_83)
        (pickupable AlarmClock_bar__plus_02_dot_23_bar__plus_00_dot_05_bar__plus_01_dot_47)
        (pickupable KeyChain_bar__plus_00_dot_45_bar__plus_00_dot_15_bar__minus_01_dot_68)
        (pickupable Pan_bar__plus_02_dot_25_bar__plus_00_dot_05_bar__plus_01_dot_45)
        (isReceptacleObject Pan_bar__plus_02_dot_25_bar__plus_00_dot_05_bar__plus_01_dot_45)
        (cleanable Pan_bar__plus_02_dot_25_bar__plus_00_dot_05_bar__plus_01_dot_45)
        (coolable Pan_bar__plus_02_dot_25_bar__plus_00_dot_05_bar__plus_01_dot_45)
        (openable Drawer_bar__plus_00_dot_40_bar__plus_00_dot_10_bar__minus_01_dot_63)
        (openable Drawer_bar__minus_00_dot_39_bar__plus_00_dot_86_bar__minus_01_dot_63)
        (openable Safe_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__minus_02_dot_02)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Book_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_01_dot_81 Dresser_bar__plus_00_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_80)
        (inReceptacle Book_bar__plus_01_dot_40_bar__plus_00_dot_04_bar__plus_00_dot_05 Bed_bar__plus_01_dot_38_bar__minus_00_dot_01_bar__plus_00_dot_07)
        (inReceptacle Plate_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_83 Dresser_bar__plus_00_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_80)
        (inReceptacle AlarmClock_bar__plus_02_dot_23_bar__plus_00_dot_05_bar__plus_01_dot_47 SideTable_bar__plus_02_dot_19_bar__plus_00_dot_00_bar__plus_01_dot_51)
        (inReceptacle KeyChain_bar__plus_00_dot_45_bar__plus_00_dot_15_bar__minus_01_dot_68 Drawer_bar__plus_00_dot_40_bar__plus_00_dot_10_bar__minus_01_dot_63)
        (inReceptacle Pan_bar__plus_02_dot_25_bar__plus_00_dot_05_bar__plus_01_dot_45 SideTable_bar__plus_02_dot_19_bar__plus_00_dot_00_bar__plus_01_dot_51)
        (receptacleAtLocation Bed_bar__plus_01_dot_38_bar__minus_00_dot_01_bar__plus_00_dot_07 loc_bar_5_bar__minus_5_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_40_bar__plus_00_dot_10_bar__minus_01_dot_63 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_39_bar__plus_00_dot_86_bar__minus_01_dot_63 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation Dresser_bar__plus_00_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_80 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_21_bar__plus_00_dot_00_bar__minus_01_dot_74 loc_bar__minus_5_bar__minus_4_bar_3_bar_30)
        (receptacleAtLocation Safe_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__minus_02_dot_02 loc_bar_8_bar__minus_4_bar_2_bar_30)
        (receptacleAtLocation SideTable_bar__plus_02_dot_19_bar__plus_00_dot_00_bar__plus_01_dot_51 loc_bar_5_bar_4_bar_1_bar_30)
        (objectAtLocation Book_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_01_dot_81 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (objectAtLocation Book_bar__plus_01_dot_40_bar__plus_00_dot_04_bar__plus_00_dot_05 loc_bar_5_bar__minus_5_bar_0_bar_30)
        (objectAtLocation Plate_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_83 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (objectAtLocation AlarmClock_bar__plus_02_dot_23_bar__plus_00_dot_05_bar__plus_01_dot_47 loc_bar_5_bar_4_bar_1_bar_30)
        (objectAtLocation KeyChain_bar__plus_00_dot_45_bar__plus_00_dot_15_bar__minus_01_dot_68 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (objectAtLocation Pan_bar__plus_02_dot_25_bar__plus_00_dot_05_bar__plus_01_dot_45 loc_bar_5_bar_4_bar_1_bar_30)
        )

(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 BookType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 BookType)
                                            (receptacleType ?r SideTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
