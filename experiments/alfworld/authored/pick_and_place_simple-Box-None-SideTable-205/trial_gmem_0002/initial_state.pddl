(define (problem plan_trial_gmem_0002)
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
        Box_bar__minus_04_dot_42_bar__plus_00_dot_06_bar__plus_05_dot_05 - object
        RemoteControl_bar__minus_03_dot_46_bar__plus_00_dot_21_bar__plus_06_dot_69 - object
        KeyChain_bar__minus_01_dot_56_bar__plus_00_dot_36_bar__plus_01_dot_24 - object
        Watch_bar__minus_03_dot_44_bar__plus_00_dot_21_bar__plus_06_dot_67 - object
        Plate_bar__minus_01_dot_54_bar__plus_00_dot_36_bar__plus_01_dot_22 - object
        ArmChair_bar__minus_02_dot_45_bar__plus_00_dot_01_bar__plus_03_dot_50 - receptacle
        ArmChair_bar__minus_03_dot_55_bar__plus_00_dot_00_bar__plus_03_dot_58 - receptacle
        DiningTable_bar__minus_01_dot_59_bar__plus_00_dot_31_bar__plus_01_dot_27 - receptacle
        Drawer_bar__minus_02_dot_93_bar__plus_00_dot_16_bar__plus_06_dot_71 - receptacle
        Drawer_bar__minus_03_dot_48_bar__plus_00_dot_16_bar__plus_06_dot_71 - receptacle
        Dresser_bar__minus_03_dot_20_bar__minus_00_dot_01_bar__plus_06_dot_79 - receptacle
        SideTable_bar__minus_02_dot_07_bar_00_dot_00_bar__plus_06_dot_70 - receptacle
        SideTable_bar__minus_04_dot_19_bar_00_dot_00_bar__plus_03_dot_59 - receptacle
        Sofa_bar__minus_04_dot_43_bar__plus_00_dot_01_bar__plus_05_dot_06 - receptacle
        loc_bar__minus_10_bar_10_bar_0_bar_30 - location
        loc_bar__minus_12_bar_22_bar_0_bar_30 - location
        loc_bar__minus_13_bar_21_bar_3_bar_30 - location
        loc_bar__minus_13_bar_24_bar_0_bar_30 - location
        loc_bar__minus_14_bar_22_bar_0_bar_30 - location
        loc_bar__minus_15_bar_11_bar_0_bar_30 - location
        loc_bar__minus_15_bar_18_bar_2_bar_30 - location
        loc_bar__minus_6_bar_9_bar_2_bar_30 - location
        loc_bar__minus_7_bar_24_bar_0_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        )

(:init
        (receptacleType ArmChair_bar__minus_02_dot_45_bar__plus_00_dot_01_bar__plus_03_dot_50 ArmChairType)
        (receptacleType ArmChair_bar__minus_03_dot_55_bar__plus_00_dot_00_bar__plus_03_dot_58 ArmChairType)
        (receptacleType DiningTable_bar__minus_01_dot_59_bar__plus_00_dot_31_bar__plus_01_dot_27 DiningTableType)
        (receptacleType Drawer_bar__minus_02_dot_93_bar__plus_00_dot_16_bar__plus_06_dot_71 DrawerType)
        (receptacleType Drawer_bar__minus_03_dot_48_bar__plus_00_dot_16_bar__plus_06_dot_71 DrawerType)
        (receptacleType Dresser_bar__minus_03_dot_20_bar__minus_00_dot_01_bar__plus_06_dot_79 DresserType)
        (receptacleType SideTable_bar__minus_02_dot_07_bar_00_dot_00_bar__plus_06_dot_70 SideTableType)
        (receptacleType SideTable_bar__minus_04_dot_19_bar_00_dot_00_bar__plus_03_dot_59 SideTableType)
        (receptacleType Sofa_bar__minus_04_dot_43_bar__plus_00_dot_01_bar__plus_05_dot_06 SofaType)
        (objectType Box_bar__minus_04_dot_42_bar__plus_00_dot_06_bar__plus_05_dot_05 BoxType)
        (objectType RemoteControl_bar__minus_03_dot_46_bar__plus_00_dot_21_bar__plus_06_dot_69 RemoteControlType)
        (objectType KeyChain_bar__minus_01_dot_56_bar__plus_00_dot_36_bar__plus_01_dot_24 KeyChainType)
        (objectType Watch_bar__minus_03_dot_44_bar__plus_00_dot_21_bar__plus_06_dot_67 WatchType)
        (objectType Plate_bar__minus_01_dot_54_bar__plus_00_dot_36_bar__plus_01_dot_22 PlateType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType RemoteControlType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType WatchType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DresserType BoxType)
        (canContain DresserType KeyChainType)
        (canContain DresserType PlateType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType WatchType)
        (canContain SofaType BoxType)
        (canContain SofaType KeyChainType)
        (canContain SofaType RemoteControlType)
        (pickupable Box_bar__minus_04_dot_42_bar__plus_00_dot_06_bar__plus_05_dot_05)
        (isReceptacleObject Box_bar__minus_04_dot_42_bar__plus_00_dot_06_bar__plus_05_dot_05)
        (pickupable RemoteControl_bar__minus_03_dot_46_bar__plus_00_dot_21_bar__plus_06_dot_69)
        (pickupable KeyChain_bar__minus_01_dot_56_bar__plus_00_dot_36_bar__plus_01_dot_24)
        (pickupable Watch_bar__minus_03_dot_44_bar__plus_00_dot_21_bar__plus_06_dot_67)
        (pickupable Plate_bar__minus_01_dot_54_bar__plus_00_dot_36_bar__plus_01_dot_22)
        (isReceptacleObject Plate_bar__minus_01_dot_54_bar__plus_00_dot_36_bar__plus_01_dot_22)
        (cleanable Plate_bar__minus_01_dot_54_bar__plus_00_dot_36_bar__plus_01_dot_22)
        (heatable Plate_bar__minus_01_dot_54_bar__plus_00_dot_36_bar__plus_01_dot_22)
        (coolable Plate_bar__minus_01_dot_54_bar__plus_00_dot_36_bar__plus_01_dot_22)
        (openable Drawer_bar__minus_02_dot_93_bar__plus_00_dot_16_bar__plus_06_dot_71)
        (openable Drawer_bar__minus_03_dot_48_bar__plus_00_dot_16_bar__plus_06_dot_71)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Box_bar__minus_04_dot_42_bar__plus_00_dot_06_bar__plus_05_dot_05 Sofa_bar__minus_04_dot_43_bar__plus_00_dot_01_bar__plus_05_dot_06)
        (inReceptacle RemoteControl_bar__minus_03_dot_46_bar__plus_00_dot_21_bar__plus_06_dot_69 Drawer_bar__minus_03_dot_48_bar__plus_00_dot_16_bar__plus_06_dot_71)
        (inReceptacle KeyChain_bar__minus_01_dot_56_bar__plus_00_dot_36_bar__plus_01_dot_24 DiningTable_bar__minus_01_dot_59_bar__plus_00_dot_31_bar__plus_01_dot_27)
        (inReceptacle Watch_bar__minus_03_dot_44_bar__plus_00_dot_21_bar__plus_06_dot_67 Drawer_bar__minus_03_dot_48_bar__plus_00_dot_16_bar__plus_06_dot_71)
        (inReceptacle Plate_bar__minus_01_dot_54_bar__plus_00_dot_36_bar__plus_01_dot_22 DiningTable_bar__minus_01_dot_59_bar__plus_00_dot_31_bar__plus_01_dot_27)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_45_bar__plus_00_dot_01_bar__plus_03_dot_50 loc_bar__minus_10_bar_10_bar_0_bar_30)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_55_bar__plus_00_dot_00_bar__plus_03_dot_58 loc_bar__minus_15_bar_18_bar_2_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_59_bar__plus_00_dot_31_bar__plus_01_dot_27 loc_bar__minus_6_bar_9_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__minus_02_dot_93_bar__plus_00_dot_16_bar__plus_06_dot_71 loc_bar__minus_14_bar_22_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__minus_03_dot_48_bar__plus_00_dot_16_bar__plus_06_dot_71 loc_bar__minus_12_bar_22_bar_0_bar_30)
        (receptacleAtLocation Dresser_bar__minus_03_dot_20_bar__minus_00_dot_01_bar__plus_06_dot_79 loc_bar__minus_13_bar_24_bar_0_bar_30)
        (receptacleAtLocation SideTable_bar__minus_02_dot_07_bar_00_dot_00_bar__plus_06_dot_70 loc_bar__minus_7_bar_24_bar_0_bar_30)
        (receptacleAtLocation SideTable_bar__minus_04_dot_19_bar_00_dot_00_bar__plus_03_dot_59 loc_bar__minus_15_bar_11_bar_0_bar_30)
        (receptacleAtLocation Sofa_bar__minus_04_dot_43_bar__plus_00_dot_01_bar__plus_05_dot_06 loc_bar__minus_13_bar_21_bar_3_bar_30)
        (objectAtLocation Box_bar__minus_04_dot_42_bar__plus_00_dot_06_bar__plus_05_dot_05 loc_bar__minus_13_bar_21_bar_3_bar_30)
        (objectAtLocation RemoteControl_bar__minus_03_dot_46_bar__plus_00_dot_21_bar__plus_06_dot_69 loc_bar__minus_12_bar_22_bar_0_bar_30)
        (objectAtLocation KeyChain_bar__minus_01_dot_56_bar__plus_00_dot_36_bar__plus_01_dot_24 loc_bar__minus_6_bar_9_bar_2_bar_30)
        (objectAtLocation Watch_bar__minus_03_dot_44_bar__plus_00_dot_21_bar__plus_06_dot_67 loc_bar__minus_12_bar_22_bar_0_bar_30)
        (objectAtLocation Plate_bar__minus_01_dot_54_bar__plus_00_dot_36_bar__plus_01_dot_22 loc_bar__minus_6_bar_9_bar_2_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BoxType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
